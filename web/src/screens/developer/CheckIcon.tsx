import { CheckCircleFilled, CloseCircleFilled, ExclamationCircleFilled } from '@ant-design/icons';
import { theme } from 'antd';
import type { CheckState } from '../../api/developer';

const LABELS: Record<CheckState, string> = { pass: 'Ready', warn: 'Needs attention', fail: 'Not working' };

export function checkLabel(state: CheckState): string {
  return LABELS[state];
}

/** A pass/warn/fail mark with its words for screen readers. */
export function CheckIcon({ state }: { state: CheckState }) {
  const { token } = theme.useToken();
  const style = { fontSize: 18, color: state === 'pass' ? token.colorSuccess : state === 'warn' ? token.colorWarning : token.colorError };
  const label = LABELS[state];
  if (state === 'pass') return <CheckCircleFilled style={style} aria-label={label} role="img" />;
  if (state === 'warn') return <ExclamationCircleFilled style={style} aria-label={label} role="img" />;
  return <CloseCircleFilled style={style} aria-label={label} role="img" />;
}
