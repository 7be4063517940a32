import { Tag } from 'antd';
import { CheckCircleOutlined, CloseCircleOutlined, ExclamationCircleOutlined, FileTextOutlined, QuestionCircleOutlined } from '@ant-design/icons';
import type { ReactNode } from 'react';
import type { CitationState } from '../../../../../domain/legal/types';

/** Each citation state in words, with a colour and an icon (never the colour alone). */
export const CITATION_STATES: Readonly<Record<CitationState, { label: string; color: string; icon: ReactNode; trusted: boolean }>> = {
  verified: { label: 'Verified', color: 'success', icon: <CheckCircleOutlined />, trusted: true },
  in_firm_documents: { label: 'In your documents', color: 'processing', icon: <FileTextOutlined />, trusted: true },
  ambiguous: { label: 'Ambiguous', color: 'warning', icon: <QuestionCircleOutlined />, trusted: false },
  not_found: { label: 'Not found', color: 'error', icon: <CloseCircleOutlined />, trusted: false },
  invalid_reporter: { label: 'Unknown reporter', color: 'error', icon: <CloseCircleOutlined />, trusted: false },
  unverified: { label: 'Not verified', color: 'warning', icon: <ExclamationCircleOutlined />, trusted: false },
};

export function CitationStateTag({ state }: { state: CitationState }) {
  const visual = CITATION_STATES[state];
  return (
    <Tag color={visual.color} icon={visual.icon} data-testid="citation-state" data-state={state} style={{ marginInlineEnd: 0 }}>
      {visual.label}
    </Tag>
  );
}
