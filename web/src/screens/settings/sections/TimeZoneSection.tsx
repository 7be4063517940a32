import { useMemo } from 'react';
import { Select, Typography } from 'antd';
import { usePreferences, useUpdatePreferences } from '../../../settings/usePreferences';
import { useToast } from '../../../toast/useToast';
import { SettingsSection } from './SettingsSection';

function allZones(current: string): string[] {
  const supported = (Intl as unknown as { supportedValuesOf?: (key: string) => string[] }).supportedValuesOf?.('timeZone') ?? [];
  return [...new Set([...supported, current, 'UTC'])].sort();
}

/** PATCH /api/settings/preferences {timeZone}: the server refuses a zone it does not know. */
export function TimeZoneSection() {
  const { preferences, isPending } = usePreferences();
  const update = useUpdatePreferences();
  const toast = useToast();
  const options = useMemo(() => allZones(preferences.timeZone).map((zone) => ({ value: zone, label: zone.replaceAll('_', ' ') })), [preferences.timeZone]);
  return (
    <SettingsSection id="time-zone" title="Time zone">
      <Typography.Paragraph type="secondary">Used by the calendar, mail times and automation schedules.</Typography.Paragraph>
      <label htmlFor="settings-time-zone" style={{ display: 'block', marginBottom: 4 }}>
        Your time zone
      </label>
      <Select
        id="settings-time-zone"
        showSearch
        loading={isPending}
        value={preferences.timeZone}
        options={options}
        optionFilterProp="label"
        style={{ width: '100%', maxWidth: 360 }}
        data-testid="settings-time-zone"
        onChange={(timeZone: string) => update.mutate({ timeZone }, { onSuccess: (saved) => toast.success(`Time zone set to ${saved.timeZone.replaceAll('_', ' ')}`) })}
      />
    </SettingsSection>
  );
}
