import { useState } from 'react';
import { Link } from 'react-router';
import { Alert, Badge, Button, Flex, Switch, Tag, Tooltip, Typography } from 'antd';
import { ArrowLeftOutlined } from '@ant-design/icons';
import type { AutomationDetail } from '../../../../../domain/automation/contract';
import { errorMessage } from '../../../api/ApiError';
import { useToast } from '../../../toast/useToast';
import { AUTOMATION_ROUTE } from '../automationRoutes';
import { summaryOf } from '../state/summaryOf';
import { useAutomationActions } from '../state/useAutomationActions';
import type { Builder } from './useBuilder';

/** Where the page stands, in a few words: published, unpublished changes, problems, publishing, or watching a run. */
function SaveState({ builder }: { builder: Builder }) {
  const { state, problems } = builder;
  let badge: { status: 'success' | 'warning' | 'error' | 'processing' | 'default'; text: string };
  if (state.matches('saving')) badge = { status: 'processing', text: 'Publishing…' };
  else if (state.matches('running')) badge = { status: 'processing', text: 'Starting a run…' };
  else if (state.matches('error')) badge = { status: 'error', text: 'Not published' };
  else if (state.matches('invalid')) badge = { status: 'warning', text: `${problems.length} ${problems.length === 1 ? 'problem' : 'problems'} to fix before publishing` };
  else if (state.matches('editing')) badge = { status: 'default', text: 'Unpublished changes' };
  else badge = { status: 'success', text: 'All changes published' };
  return <Badge status={badge.status} text={badge.text} data-testid="builder-state" data-state={String(state.value)} />;
}

const clock = (iso: string) => new Date(iso).toLocaleTimeString(undefined, { hour: 'numeric', minute: '2-digit' });

/** Whether the unpublished drawing is kept as a draft (saved a moment after each edit, and on leaving). */
function DraftState({ builder }: { builder: Builder }) {
  const { autosave, dirty } = builder;
  let text: string | null = null;
  if (autosave.status === 'saving') text = 'Saving draft…';
  else if (autosave.status === 'pending') text = 'Draft: saving soon…';
  else if (autosave.status === 'error') text = `Draft not saved: ${autosave.error ?? 'try again'}`;
  else if (autosave.status === 'saved' && dirty) text = autosave.savedAt ? `Draft saved ${clock(autosave.savedAt)}` : 'Draft saved';
  return (
    <Typography.Text
      type={autosave.status === 'error' ? 'danger' : 'secondary'}
      role="status"
      aria-live="polite"
      data-testid="builder-draft-state"
      data-draft={autosave.status}
    >
      {text}
    </Typography.Text>
  );
}

/** The automation's name (click to rename), whether it is active, its version, and the editing state. */
export function BuilderHeader({ builder }: { builder: Builder }) {
  const { automation, setAutomation } = builder;
  const actions = useAutomationActions();
  const toast = useToast();
  const [switching, setSwitching] = useState(false);

  const rename = async (name: string) => {
    const trimmed = name.trim();
    if (!trimmed || trimmed === automation.name) return;
    try {
      setAutomation(await actions.update(automation.id, { name: trimmed }));
    } catch (error) {
      toast.error(`Could not rename it: ${errorMessage(error)}`);
    }
  };

  const toggle = async (on: boolean) => {
    setSwitching(true);
    const next: AutomationDetail | null = await actions.setStatus(summaryOf(automation), on ? 'active' : 'inactive');
    if (next) setAutomation(next);
    setSwitching(false);
  };

  const offNotice =
    automation.status !== 'active' && automation.currentVersion > 0 ? (
      <Alert
        type="info"
        showIcon
        data-testid="builder-off-notice"
        title={automation.templateName ? `Made from the template "${automation.templateName}": it is off until you turn it on.` : 'This automation is off.'}
        description="While it is off it does not act on new e-mail, run on its schedule, answer its webhook or run by hand."
        action={
          <Button type="primary" size="small" loading={switching} onClick={() => void toggle(true)} data-testid="builder-turn-on">
            Turn on
          </Button>
        }
      />
    ) : null;

  return (
    <Flex vertical gap={8}>
    <Flex justify="space-between" align="center" gap={16} wrap>
      <Flex align="center" gap={12} style={{ minWidth: 0 }}>
        <Tooltip title="All automations">
          <Link to={AUTOMATION_ROUTE} aria-label="All automations">
            <ArrowLeftOutlined />
          </Link>
        </Tooltip>
        <Typography.Title
          level={3}
          style={{ margin: 0 }}
          editable={{ onChange: (name) => void rename(name), maxLength: 200, tooltip: 'Rename', triggerType: ['icon', 'text'] }}
          data-testid="builder-name"
        >
          {automation.name}
        </Typography.Title>
        <Tag style={{ marginInlineEnd: 0 }} data-testid="builder-version">
          {automation.currentVersion > 0 ? `Version ${automation.currentVersion}` : 'Not published yet'}
        </Tag>
      </Flex>
      <Flex align="center" gap={16}>
        <SaveState builder={builder} />
        <DraftState builder={builder} />
        <Tooltip
          title={
            automation.currentVersion === 0
              ? 'Nothing published yet: a draft never runs, so there is nothing to turn on'
              : automation.status === 'active'
                ? 'Active: its trigger starts it (the published version; a draft never runs)'
                : 'Inactive: it does not run, not even by hand, until you activate it'
          }
        >
          <Flex align="center" gap={6}>
            <Switch checked={automation.status === 'active' && automation.currentVersion > 0} disabled={automation.currentVersion === 0} loading={switching} onChange={(on) => void toggle(on)} aria-label="Active" data-testid="builder-active-switch" />
            <Typography.Text>{automation.currentVersion === 0 ? 'Off until published' : automation.status === 'active' ? 'Active' : 'Inactive'}</Typography.Text>
          </Flex>
        </Tooltip>
      </Flex>
    </Flex>
    {offNotice}
    </Flex>
  );
}
