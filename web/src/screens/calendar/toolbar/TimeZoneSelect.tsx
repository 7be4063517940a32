import { useMemo } from 'react';
import { Select } from 'antd';

function allZones(current: string): string[] {
  const supported = (Intl as unknown as { supportedValuesOf?: (key: string) => string[] }).supportedValuesOf?.('timeZone') ?? [];
  const zones = new Set(supported);
  zones.add(current);
  zones.add('UTC');
  return [...zones].sort();
}

interface TimeZoneSelectProps {
  value: string;
  onChange(zone: string): void;
}

/** The user's time zone, for the whole product (calendar, mail timestamps, schedules). */
export function TimeZoneSelect({ value, onChange }: TimeZoneSelectProps) {
  const options = useMemo(() => allZones(value).map((zone) => ({ value: zone, label: zone.replaceAll('_', ' ') })), [value]);
  return (
    <Select
      showSearch
      value={value}
      options={options}
      onChange={onChange}
      style={{ width: 220 }}
      aria-label="Time zone"
      popupMatchSelectWidth={280}
      optionFilterProp="label"
      data-testid="calendar-time-zone"
    />
  );
}
