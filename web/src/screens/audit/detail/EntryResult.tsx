import { Typography } from 'antd';
import type { AuditEntry } from '../../../api/auditTypes';
import { senderName } from '../../email/format';
import { ValueList } from './ValueList';

const isRecord = (value: unknown): value is Record<string, unknown> => typeof value === 'object' && value !== null && !Array.isArray(value);

/** What came of the action: "Sent to …" for a reply, the result's fields otherwise, or where it stands. */
export function EntryResult({ entry }: { entry: AuditEntry }) {
  const { result } = entry.details;
  if (result === undefined || result === null) {
    const text: Partial<Record<AuditEntry['status'], string>> = {
      pending: 'Nothing yet: it waits for your decision.',
      approved: 'Running…',
      auto_approved: 'Running…',
      rejected: 'Nothing was done.',
      expired: 'Nothing was done.',
      failed: 'It failed (see below).',
      completed: 'Done.',
    };
    return <Typography.Text type="secondary">{text[entry.status]}</Typography.Text>;
  }
  if (isRecord(result) && typeof result.sentId === 'string' && typeof result.to === 'string') {
    return (
      <span data-testid="audit-result">
        Sent to {senderName(result.to)}
        {typeof result.subject === 'string' ? ` · ${result.subject}` : ''}
      </span>
    );
  }
  if (isRecord(result)) return <ValueList values={result} testId="audit-result" />;
  return <span data-testid="audit-result">{String(result)}</span>;
}
