import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, signUpUser, type TestApp } from '../support/test-app';
import { apiAs, type Api } from '../calendar/calendar-helpers';

describe('preferences: the user\'s time zone and calendar overlays', () => {
  let t: TestApp;
  let api: Api;
  let other: Api;

  beforeAll(async () => {
    t = await createTestApp();
    api = apiAs(t.app, (await signUpUser(t.app)).cookie);
    other = apiAs(t.app, (await signUpUser(t.app)).cookie);
  });
  afterAll(async () => t?.close());

  const defaults = {
    timeZone: 'America/Los_Angeles',
    calendarOverlays: { showCompleted: true, showTasks: true, showAutomations: true, showTimeBlocks: true, fadeCompleted: true },
    professionalMode: false,
  };

  it('defaults to America/Los_Angeles with every overlay on (seed 000 §3, §9)', async () => {
    const response = await api.get('/api/settings/preferences');
    expect(response.statusCode).toBe(200);
    expect(response.json().preferences).toEqual(defaults);
  });

  it('changes the zone (canonical IANA name) and single overlays, per user', async () => {
    const changed = await api.patch('/api/settings/preferences', { timeZone: 'US/Eastern', calendarOverlays: { showTasks: false } });
    expect(changed.statusCode).toBe(200);
    expect(changed.json().preferences).toEqual({ ...defaults, timeZone: 'America/New_York', calendarOverlays: { ...defaults.calendarOverlays, showTasks: false } });
    const again = await api.patch('/api/settings/preferences', { calendarOverlays: { fadeCompleted: false } });
    expect(again.json().preferences.calendarOverlays).toMatchObject({ showTasks: false, fadeCompleted: false });
    expect((await other.get('/api/settings/preferences')).json().preferences).toEqual(defaults);
  });

  it('turns professional mode on and off for this user only (seed 001 §4: off by default)', async () => {
    const on = await api.patch('/api/settings/preferences', { professionalMode: true });
    expect(on.statusCode).toBe(200);
    expect(on.json().preferences.professionalMode).toBe(true);
    expect((await api.get('/api/settings/preferences')).json().preferences.professionalMode).toBe(true);
    expect((await other.get('/api/settings/preferences')).json().preferences.professionalMode).toBe(false);
    expect((await api.patch('/api/settings/preferences', { professionalMode: 'yes' })).statusCode).toBe(400);
    expect((await api.patch('/api/settings/preferences', { professionalMode: false })).json().preferences.professionalMode).toBe(false);
  });

  it('refuses an unknown zone or overlay and changes nothing', async () => {
    const before = (await api.get('/api/settings/preferences')).json();
    const zone = await api.patch('/api/settings/preferences', { timeZone: 'Mars/Olympus_Mons', calendarOverlays: { showTasks: true } });
    expect(zone.statusCode).toBe(400);
    expect(zone.json().error.message).toMatch(/Unknown time zone: Mars\/Olympus_Mons/);
    expect((await api.patch('/api/settings/preferences', { calendarOverlays: { showEverything: true } })).statusCode).toBe(400);
    expect((await api.get('/api/settings/preferences')).json()).toEqual(before);
  });

  it('gives new automations without a zone the user\'s zone', async () => {
    await api.patch('/api/settings/preferences', { timeZone: 'Europe/Berlin' });
    const created = await api.post('/api/automations', { name: 'Morning digest' });
    expect(created.statusCode).toBe(201);
    expect(created.json().automation.timeZone).toBe('Europe/Berlin');
    const explicit = await api.post('/api/automations', { name: 'Explicit', timeZone: 'Asia/Tokyo' });
    expect(explicit.json().automation.timeZone).toBe('Asia/Tokyo');
  });

  it('needs a session', async () => {
    expect((await t.app.inject({ method: 'GET', url: '/api/settings/preferences' })).statusCode).toBe(401);
  });
});
