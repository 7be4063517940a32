import { Flex, Typography } from 'antd';
import { SystemStatusCard } from '../../components/system-status/SystemStatusCard';
import { usePageTitle } from '../../navigation/usePageTitle';
import { VoicePreferencesCard } from '../../voice/VoicePreferencesCard';
import { AiProviderSection } from './sections/AiProviderSection';
import { AppearanceSection } from './sections/AppearanceSection';
import { DataSection } from './sections/DataSection';
import { NotificationsSection } from './sections/NotificationsSection';
import { SecuritySection } from './sections/SecuritySection';
import { TimeZoneSection } from './sections/TimeZoneSection';

const SECTIONS = [
  ['time-zone', 'Time zone'],
  ['appearance', 'Appearance'],
  ['voice', 'Voice'],
  ['notifications', 'Notifications'],
  ['ai-provider', 'AI provider'],
  ['security', 'Security'],
  ['data', 'Your data'],
  ['system-status', 'System status'],
] as const;

export function SettingsPage() {
  usePageTitle('Settings');
  return (
    <Flex vertical gap={24} style={{ maxWidth: 760 }} data-testid="settings-page">
      <Typography.Title level={1} style={{ margin: 0, fontSize: 28 }}>
        Settings
      </Typography.Title>
      <nav aria-label="Settings sections">
        <Flex wrap gap={8} component="ul" style={{ listStyle: 'none', margin: 0, padding: 0 }}>
          {SECTIONS.map(([id, label]) => (
            <li key={id}>
              <a href={`#${id}`}>{label}</a>
              <span aria-hidden="true" style={{ marginInlineStart: 8, opacity: 0.5 }}>
                {id === 'system-status' ? '' : '·'}
              </span>
            </li>
          ))}
        </Flex>
      </nav>
      <TimeZoneSection />
      <AppearanceSection />
      <section id="voice" aria-label="Voice" style={{ scrollMarginTop: 72 }}>
        <VoicePreferencesCard />
      </section>
      <NotificationsSection />
      <AiProviderSection />
      <SecuritySection />
      <DataSection />
      <section id="system-status" aria-label="System status" style={{ scrollMarginTop: 72 }}>
        <SystemStatusCard />
      </section>
    </Flex>
  );
}
