import { Button, Flex, Tag, Typography, theme } from 'antd';
import type { ErrorSeverity, ErrorType, TrackedError } from '../../../../domain/errors/recovery';
import { errorMonitor } from './errorStore';

const TYPE_LABELS: Record<ErrorType, string> = {
  auth: 'Sign-in',
  api: 'Server',
  storage: 'Storage',
  quota: 'Storage full',
  critical: 'Critical',
  unknown: 'Unexpected',
  network: 'Connection',
};

const SEVERITY_LABELS: Record<ErrorSeverity, string> = { low: 'Low', medium: 'Medium', high: 'High', critical: 'Critical' };

function formatTime(timestamp: number): string {
  return new Date(timestamp).toLocaleTimeString([], { hour: '2-digit', minute: '2-digit', second: '2-digit' });
}

/** One tracked error: severity, type, message, time, attempts x/max, context; Retry and Dismiss. */
export function ErrorRow({ error, onSettled }: { error: TrackedError; onSettled: () => void }) {
  const { token } = theme.useToken();
  const recovering = errorMonitor.isRecovering(error.id);
  const canRetry = !error.resolved && errorMonitor.canRecover(error.id);
  const severityColour: Record<ErrorSeverity, string> = {
    low: token.colorTextTertiary,
    medium: token.colorWarning,
    high: token.colorError,
    critical: token.colorError,
  };
  return (
    <li className="ws-error-monitor__item" data-testid="error-monitor-item" style={{ borderColor: token.colorBorderSecondary }}>
      <Flex gap={6} wrap align="center">
        <span aria-hidden className="ws-error-monitor__dot" style={{ background: severityColour[error.severity] }} />
        <Tag style={{ marginInlineEnd: 0 }}>Severity: {SEVERITY_LABELS[error.severity]}</Tag>
        <Tag style={{ marginInlineEnd: 0 }}>Type: {TYPE_LABELS[error.type]}</Tag>
        {error.resolved && <Tag style={{ marginInlineEnd: 0 }}>Resolved</Tag>}
        {recovering && <Tag style={{ marginInlineEnd: 0 }}>Recovering…</Tag>}
      </Flex>
      <Typography.Paragraph strong style={{ margin: '6px 0 2px', overflowWrap: 'anywhere' }}>
        {error.message}
      </Typography.Paragraph>
      <dl className="ws-error-monitor__facts">
        <div>
          <dt>Time:</dt>
          <dd>
            <time dateTime={new Date(error.timestamp).toISOString()}>{formatTime(error.timestamp)}</time>
          </dd>
        </div>
        <div>
          <dt>Attempts:</dt>
          <dd>
            {error.attempts}/{error.maxAttempts}
          </dd>
        </div>
        {error.context && (
          <div>
            <dt>Context:</dt>
            <dd style={{ overflowWrap: 'anywhere' }}>{error.context}</dd>
          </div>
        )}
      </dl>
      {error.stack && (
        <details>
          <summary>Technical details</summary>
          <pre className="ws-error-monitor__stack">{error.stack}</pre>
        </details>
      )}
      {!error.resolved && (
        <Flex gap={8} style={{ marginTop: 6 }}>
          {canRetry && (
            <Button size="small" onClick={() => void errorMonitor.recover(error.id).then(onSettled)} aria-label={`Retry: ${error.message}`}>
              Retry
            </Button>
          )}
          <Button size="small" onClick={() => {
              errorMonitor.dismiss(error.id);
              onSettled();
            }} disabled={recovering} aria-label={`Dismiss: ${error.message}`}>
            Dismiss
          </Button>
        </Flex>
      )}
    </li>
  );
}
