import type { ReactNode } from 'react';
import { Collapse, Flex, Typography } from 'antd';
import { ExportOutlined } from '@ant-design/icons';

interface TechnicalDetailsProps {
  /** The run's page in the Temporal UI, when there is one. */
  workflowUrl?: string | null;
  /** The run's technical identifier, shown for support. */
  workflowId?: string | null;
  children?: ReactNode;
  testId?: string;
  /** The test id of the link itself. */
  linkTestId?: string;
}

/**
 * What engineers need (the engine's history of a run, its identifier), folded away behind "Technical
 * details" so a user's screen speaks of runs and steps, with the technical view one click away.
 */
export function TechnicalDetails({ workflowUrl, workflowId, children, testId = 'technical-details', linkTestId = 'technical-details-link' }: TechnicalDetailsProps) {
  if (!workflowUrl && !workflowId && !children) return null;
  return (
    <Collapse
      ghost
      size="small"
      data-testid={testId}
      items={[
        {
          key: 'technical',
          label: 'Technical details',
          // Rendered while folded, so the link exists for assistive tools once opened and for tests.
          forceRender: true,
          children: (
            <Flex vertical gap={4}>
              {workflowUrl ? (
                <a href={workflowUrl} target="_blank" rel="noreferrer" data-testid={linkTestId}>
                  Open the run’s technical history (Temporal UI, opens in a new tab) <ExportOutlined aria-hidden />
                </a>
              ) : null}
              {workflowId ? (
                <Typography.Text type="secondary" copyable={{ text: workflowId, tooltips: ['Copy the run’s technical identifier', 'Copied'] }}>
                  Technical identifier: <code>{workflowId}</code>
                </Typography.Text>
              ) : null}
              {children}
            </Flex>
          ),
        },
      ]}
    />
  );
}
