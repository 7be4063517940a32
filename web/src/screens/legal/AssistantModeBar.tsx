import { Flex, Switch, Typography } from 'antd';
import { Link } from 'react-router';
import { usePreferences, useUpdatePreferences } from '../../settings/usePreferences';
import { CHAT_ROOT } from '../chat/state/chatRoute';
import { LEGAL_TABS, type LegalTab } from './legalRoute';
import './legal.css';

interface AssistantModeBarProps {
  active: LegalTab | 'chat';
}

/** The assistant page's top bar: its sections (with professional mode on) and the professional mode switch. */
export function AssistantModeBar({ active }: AssistantModeBarProps) {
  const { preferences } = usePreferences();
  const update = useUpdatePreferences();
  const on = preferences.professionalMode;
  const sections = [{ tab: 'chat' as const, label: 'Chat', path: CHAT_ROOT }, ...LEGAL_TABS];

  return (
    <Flex align="center" justify="space-between" gap={12} wrap className="assistant-mode-bar" data-testid="assistant-mode-bar">
      {on ? (
        <nav aria-label="Assistant sections" className="assistant-tabs" data-testid="assistant-tabs">
          {sections.map((section) => (
            <Link
              key={section.tab}
              to={section.path}
              className={`assistant-tab${active === section.tab ? ' is-active' : ''}`}
              aria-current={active === section.tab ? 'page' : undefined}
              data-testid={`assistant-tab-${section.tab}`}
            >
              {section.label}
            </Link>
          ))}
        </nav>
      ) : (
        <Typography.Text type="secondary" id="professional-mode-hint" className="assistant-mode-hint">
          Professional mode adds case research, drafting from your templates, and writing style.
        </Typography.Text>
      )}
      <Flex align="center" gap={8} className="assistant-mode-switch">
        <Switch
          id="professional-mode-switch"
          checked={on}
          loading={update.isPending}
          aria-describedby={on ? undefined : 'professional-mode-hint'}
          onChange={(checked) => update.mutate({ professionalMode: checked })}
          data-testid="professional-mode-switch"
        />
        <label htmlFor="professional-mode-switch">Professional mode</label>
      </Flex>
    </Flex>
  );
}
