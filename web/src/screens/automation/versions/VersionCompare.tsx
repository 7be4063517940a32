import { useMemo } from 'react';
import { Alert, Col, Flex, Modal, Row, Skeleton, Space, Tag, Typography } from 'antd';
import { diffDefinitions } from '../../../../../domain/automation/diff';
import { errorMessage } from '../../../api/ApiError';
import { DiffList } from './DiffList';
import { DIFF_COLORS, diffStyles } from './diffHighlight';
import { ReadOnlyCanvas } from './ReadOnlyCanvas';
import { useVersion } from './useVersion';

interface VersionCompareProps {
  automationId: string;
  /** The older and the later version; null: closed. */
  pair: readonly [number, number] | null;
  onClose(): void;
}

const BEFORE = 'automation-compare-before';
const AFTER = 'automation-compare-after';

function Legend() {
  return (
    <Space size={4} wrap>
      <Tag color={DIFF_COLORS.added}>Added</Tag>
      <Tag color={DIFF_COLORS.removed}>Removed</Tag>
      <Tag color={DIFF_COLORS.changed}>Changed</Tag>
    </Space>
  );
}

/** Two versions side by side: the differences as a list, and marked on both canvases. */
export function VersionCompare({ automationId, pair, onClose }: VersionCompareProps) {
  const before = useVersion(automationId, pair?.[0] ?? null);
  const after = useVersion(automationId, pair?.[1] ?? null);
  const diff = useMemo(() => (before.data && after.data ? diffDefinitions(before.data.definition, after.data.definition) : null), [before.data, after.data]);
  const error = before.error ?? after.error;

  return (
    <Modal open={pair !== null} title={pair ? `Version ${pair[0]} → version ${pair[1]}` : ''} width="95vw" footer={null} onCancel={onClose} destroyOnHidden data-testid="version-compare">
      {error ? <Alert type="error" showIcon title="Could not load the versions" description={errorMessage(error)} /> : null}
      {diff && before.data && after.data ? (
        <Flex vertical gap={12}>
          <style>{diffStyles(diff, BEFORE, AFTER)}</style>
          <DiffList diff={diff} before={before.data.definition} after={after.data.definition} />
          <Legend />
          <Row gutter={12}>
            <Col span={12}>
              <Typography.Text strong>Version {pair?.[0]}</Typography.Text>
              <ReadOnlyCanvas definition={before.data.definition} className={BEFORE} />
            </Col>
            <Col span={12}>
              <Typography.Text strong>Version {pair?.[1]}</Typography.Text>
              <ReadOnlyCanvas definition={after.data.definition} className={AFTER} />
            </Col>
          </Row>
        </Flex>
      ) : error ? null : (
        <Skeleton active paragraph={{ rows: 8 }} />
      )}
    </Modal>
  );
}
