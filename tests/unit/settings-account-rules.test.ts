import { describe, expect, it } from 'vitest';
import { applyNotificationChange, notificationSettings } from '../../domain/settings/notification-kinds';
import { exportFileName, isSecretColumn, zipFileEntryName } from '../../domain/account/export-rules';

describe('notification settings', () => {
  it('lists every kind, on unless muted', () => {
    expect(notificationSettings(['mention'])).toContainEqual({ kind: 'mention', enabled: false });
    expect(notificationSettings([]).every((setting) => setting.enabled)).toBe(true);
  });

  it('mutes and unmutes only the kinds changed', () => {
    expect(applyNotificationChange(['mention'], { approval: false })).toEqual(['approval', 'mention']);
    expect(applyNotificationChange(['approval', 'mention'], { mention: true })).toEqual(['approval']);
    expect(applyNotificationChange(['approval'], {})).toEqual(['approval']);
  });
});

describe('account export rules', () => {
  it('leaves secret columns out', () => {
    for (const column of ['password_hash', 'token_hash', 'credentials_encrypted', 'client_secret', 'access_token']) expect(isSecretColumn(column)).toBe(true);
    for (const column of ['email', 'user_id', 'title', 'sync_cursor']) expect(isSecretColumn(column)).toBe(false);
  });

  it('names the download by date and format', () => {
    expect(exportFileName(new Date('2026-11-25T01:00:00Z'), 'zip')).toBe('workspace-export-2026-11-25.zip');
  });

  it('keeps stored files inside files/ whatever their names', () => {
    expect(zipFileEntryName('f1', '../../etc/passwd')).toBe('files/f1-__.._etc_passwd');
    expect(zipFileEntryName('f2', 'brief\u0000.pdf')).toBe('files/f2-brief_.pdf');
  });
});
