import type { ReactNode } from 'react';
import { Flex, Tag, Tooltip, Typography } from 'antd';
import { WarningOutlined } from '@ant-design/icons';
import { CONFIRMATION_THRESHOLD } from '../../../../../domain/analysis/offline/evidence';
import type { FieldEvidence } from '../../../../../domain/analysis/types';

/** A field of the analysed event with the words it was read from; an uncertain reading says so. */
export function FieldSource({ value, evidence, testId }: { value: ReactNode; evidence: FieldEvidence | undefined; testId: string }) {
  if (!evidence) return <>{value}</>;
  const uncertain = evidence.confidence < CONFIRMATION_THRESHOLD;
  return (
    <Flex vertical gap={2}>
      <span>
        {value}
        {uncertain ? (
          <Tag icon={<WarningOutlined />} style={{ marginLeft: 8 }} data-testid={`${testId}-uncertain`}>
            Please check
          </Tag>
        ) : null}
      </span>
      <Tooltip title={evidence.context}>
        <Typography.Text type="secondary" style={{ fontSize: 12 }} data-testid={`${testId}-quote`} tabIndex={0}>
          from “{evidence.quote}”
        </Typography.Text>
      </Tooltip>
    </Flex>
  );
}
