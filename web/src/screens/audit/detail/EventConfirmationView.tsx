import { Link } from 'react-router';
import { Alert, Descriptions, Flex, Input, Tag, Typography } from 'antd';
import { MailOutlined, WarningOutlined } from '@ant-design/icons';
import { CONFIRMATION_THRESHOLD } from '../../../../../domain/analysis/offline/evidence';
import type { AuditEntry, EventConfirmation } from '../../../api/auditTypes';
import { messageRoute } from '../../email/mailRoutes';
import type { DecisionView } from '../state/useDecision';
import { EditToggle } from './EditToggle';

const FIELDS: ReadonlyArray<{ key: string; label: string; placeholder: string }> = [
  { key: 'eventTitle', label: 'Title', placeholder: 'MSC – Garcia v. Acme' },
  { key: 'eventDate', label: 'Date', placeholder: 'YYYY-MM-DD' },
  { key: 'eventTime', label: 'Time', placeholder: 'HH:mm, or blank for all day' },
  { key: 'location', label: 'Place', placeholder: 'Van Nuys District Office' },
  { key: 'caseNumber', label: 'Case number', placeholder: 'ADJ12345678' },
  { key: 'eventType', label: 'Kind', placeholder: 'MSC, Trial, Deposition…' },
  { key: 'judgeName', label: 'Judge', placeholder: 'Name without title' },
];

const FIELD_WORDS: Record<string, string> = { eventDate: 'Date', eventTime: 'Time', caseNumber: 'Case number' };

const asText = (value: unknown) => (typeof value === 'string' ? value : '');

/** An analysed event waiting for a person: each field with the words it came from, editable before confirming. */
export function EventConfirmationView({ entry, confirmation, decision }: { entry: AuditEntry; confirmation: EventConfirmation; decision: DecisionView }) {
  const { open, deciding, send } = decision;
  const editable = entry.status === 'pending' && open && !deciding;
  const proposed = Object.fromEntries(FIELDS.map(({ key }) => [key, asText(entry.details.editedParams?.[key] ?? entry.details.params[key])]));
  const draft = editable ? decision.draft : null;
  const shown = draft ?? proposed;

  return (
    <Flex vertical gap={10} data-testid="audit-event-confirmation">
      {entry.details.reason ? <Alert type="warning" showIcon title="Why you are asked" description={entry.details.reason} data-testid="audit-confirmation-reason" /> : null}
      <Flex justify="space-between" align="center" gap={8} wrap>
        <Typography.Text strong>
          {entry.status === 'pending' ? 'The event that will go on your calendar' : 'The event read from the e-mail'}{' '}
          {entry.details.editedParams ? <Tag color="purple">Corrected before confirming</Tag> : null}
        </Typography.Text>
        <EditToggle
          editable={editable}
          editing={draft !== null}
          label="Correct it"
          testId="audit-edit-event"
          onEdit={() => send({ type: 'EDIT', draft: proposed })}
          onDiscard={() => send({ type: 'DISCARD_EDIT' })}
        />
      </Flex>
      <Descriptions
        size="small"
        column={1}
        colon={false}
        styles={{ label: { width: 110 } }}
        items={FIELDS.map(({ key, label, placeholder }) => {
          const evidence = confirmation.evidence[key];
          return {
            key,
            label: draft ? <label htmlFor={`confirm-${entry.id}-${key}`}>{label}</label> : label,
            children: (
              <Flex vertical gap={2}>
                {draft ? (
                  <Input
                    id={`confirm-${entry.id}-${key}`}
                    size="small"
                    value={draft[key] ?? ''}
                    placeholder={placeholder}
                    onChange={(event) => send({ type: 'EDIT', draft: { ...draft, [key]: event.target.value } })}
                    data-testid={`audit-confirm-${key}`}
                  />
                ) : (
                  <span data-testid={`audit-confirm-value-${key}`}>
                    {shown[key] || '—'}
                    {evidence && evidence.confidence < CONFIRMATION_THRESHOLD ? (
                      <Tag icon={<WarningOutlined />} style={{ marginLeft: 8 }}>
                        Uncertain
                      </Tag>
                    ) : null}
                  </span>
                )}
                {evidence ? (
                  <Typography.Text type="secondary" style={{ fontSize: 12 }}>
                    from “{evidence.context}”
                  </Typography.Text>
                ) : null}
              </Flex>
            ),
          };
        })}
      />
      {confirmation.disagreements.length ? (
        <div data-testid="audit-confirmation-disagreements">
          <Typography.Text strong>Where the AI and the built-in reader differ</Typography.Text>
          <ul style={{ margin: '4px 0 0', paddingLeft: 20 }}>
            {confirmation.disagreements.map((item) => (
              <li key={item.field}>
                {FIELD_WORDS[item.field] ?? item.field}: the AI read {item.ai ?? 'nothing'}, the built-in reader {item.offline ?? 'nothing'}
              </li>
            ))}
          </ul>
        </div>
      ) : null}
      {confirmation.email ? (
        <Link to={messageRoute(confirmation.email.accountId, 'INBOX', confirmation.email.messageId)} data-testid="audit-confirmation-email">
          <MailOutlined /> Open the e-mail “{confirmation.email.subject || '(no subject)'}”
        </Link>
      ) : null}
      {confirmation.movesEventId ? (
        <Typography.Text type="secondary">Confirming moves the event already on your calendar for this case.</Typography.Text>
      ) : null}
    </Flex>
  );
}
