import { Tag } from 'antd';
import { CheckCircleOutlined, CloseCircleOutlined, ExclamationCircleOutlined, FileTextOutlined, QuestionCircleOutlined } from '@ant-design/icons';
import type { ReactNode } from 'react';
import type { CitationState } from '../../../../../domain/legal/types';

/** Each citation state in words, with a colour and an icon (never the colour alone). */
export const CITATION_STATES: Readonly<Record<CitationState, { label: string; color: string; icon: ReactNode; trusted: boolean }>> = {
  verified: { label: 'Verified', color: 'green', icon: <CheckCircleOutlined />, trusted: true },
  in_firm_documents: { label: 'In your documents', color: 'blue', icon: <FileTextOutlined />, trusted: true },
  ambiguous: { label: 'Ambiguous', color: 'gold', icon: <QuestionCircleOutlined />, trusted: false },
  not_found: { label: 'Not found', color: 'red', icon: <CloseCircleOutlined />, trusted: false },
  invalid_reporter: { label: 'Unknown reporter', color: 'red', icon: <CloseCircleOutlined />, trusted: false },
  unverified: { label: 'Not verified', color: 'orange', icon: <ExclamationCircleOutlined />, trusted: false },
};

export function CitationStateTag({ state }: { state: CitationState }) {
  const visual = CITATION_STATES[state];
  return (
    <Tag color={visual.color} icon={visual.icon} data-testid="citation-state" data-state={state} style={{ marginInlineEnd: 0 }}>
      {visual.label}
    </Tag>
  );
}
