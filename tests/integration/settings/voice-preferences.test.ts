import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, signUpUser, type TestApp } from '../support/test-app';
import { apiAs, type Api } from '../calendar/calendar-helpers';

describe('voice preferences (seed 001 §3, §9): GET/PATCH /api/voice/preferences', () => {
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
    name: '',
    language: 'en-US',
    volume: 0.8,
    speed: 1,
    pitch: 1,
    rate: 1,
    focusPreferences: { ambientSound: false, soundType: 'nature', checkInterval: 30 },
  };

  it('starts at the defaults: en-US, volume 0.8, speed, pitch and rate 1, ambient sound off, nature, check interval 30', async () => {
    const response = await api.get('/api/voice/preferences');
    expect(response.statusCode).toBe(200);
    expect(response.json().preferences).toEqual(defaults);
  });

  it('saves a partial change for this person only, and keeps it', async () => {
    const changed = await api.patch('/api/voice/preferences', { name: '  Dana ', volume: 0.5, rate: 1.25, focusPreferences: { checkInterval: 45 } });
    expect(changed.statusCode).toBe(200);
    const expected = { ...defaults, name: 'Dana', volume: 0.5, rate: 1.25, focusPreferences: { ...defaults.focusPreferences, checkInterval: 45 } };
    expect(changed.json().preferences).toEqual(expected);
    const again = await api.patch('/api/voice/preferences', { language: 'en-GB', focusPreferences: { ambientSound: true, soundType: 'rain' } });
    expect(again.json().preferences).toEqual({ ...expected, language: 'en-GB', focusPreferences: { ambientSound: true, soundType: 'rain', checkInterval: 45 } });
    expect((await api.get('/api/voice/preferences')).json().preferences.language).toBe('en-GB');
    expect((await other.get('/api/voice/preferences')).json().preferences).toEqual(defaults);
  });

  it('refuses values outside what speech synthesis accepts, and unknown fields, with 400 and nothing written', async () => {
    for (const body of [
      { volume: 1.5 },
      { pitch: -1 },
      { rate: 0 },
      { speed: 5 },
      { language: 'xx-YY' },
      { name: 'x'.repeat(61) },
      { name: 'Dana\u0000' },
      { focusPreferences: { checkInterval: 0 } },
      { focusPreferences: { soundType: 'jazz' } },
      { colour: 'red' },
    ]) {
      const response = await other.patch('/api/voice/preferences', body);
      expect(response.statusCode, JSON.stringify(body)).toBe(400);
      expect(response.json().error.code).toBeTruthy();
    }
    expect((await other.get('/api/voice/preferences')).json().preferences).toEqual(defaults);
  });

  it('needs a signed-in person', async () => {
    const response = await t.app.inject({ method: 'GET', url: '/api/voice/preferences' });
    expect(response.statusCode).toBe(401);
  });
});
