import { useState, type HTMLAttributes } from 'react';
import { Alert, App, Button, Drawer, Empty, Flex, Table, Tag, Tooltip, Typography } from 'antd';
import { DiffOutlined, EyeOutlined, RollbackOutlined } from '@ant-design/icons';
import type { VersionSummary } from '../../../../../domain/automation/contract';
import { errorMessage } from '../../../api/ApiError';
import { fetchVersions } from '../../../api/automations';
import { formatRelative, formatTimestamp } from '../../../components/relativeTime';
import { useCachedQuery } from '../../../data/cachedQuery';
import type { Builder } from '../builder/useBuilder';
import { automationKeys } from '../state/keys';
import { VersionCompare } from './VersionCompare';
import { VersionViewer } from './VersionViewer';

interface VersionsDrawerProps {
  open: boolean;
  builder: Builder;
  onClose(): void;
}

/** Every saved version: view one, compare two, or restore one (as a new version). */
export function VersionsDrawer({ open, builder, onClose }: VersionsDrawerProps) {
  const { automation, dirty, restore, state } = builder;
  const { modal } = App.useApp();
  const versions = useCachedQuery(open ? automationKeys.versions(automation.id) : null, (signal) => fetchVersions(automation.id, signal), { staleAfterMs: 0 });
  const [selected, setSelected] = useState<number[]>([]);
  const [viewing, setViewing] = useState<number | null>(null);
  const [comparing, setComparing] = useState<readonly [number, number] | null>(null);
  const list = versions.data ?? [];
  const busy = state.hasTag('busy') || state.hasTag('readOnly');

  const askRestore = (version: number) => {
    modal.confirm({
      title: `Restore version ${version}?`,
      content: dirty
        ? 'It becomes the current version, saved as a new one; your unsaved changes on the canvas are replaced by it.'
        : 'It becomes the current version, saved as a new one.',
      okText: 'Restore',
      okButtonProps: dirty ? { danger: true } : {},
      onOk: () => {
        setViewing(null);
        void restore(version);
      },
    });
  };

  const compare = () => {
    const [a = 0, b = 0] = [...selected].sort((x, y) => x - y);
    setComparing([a, b]);
  };

  return (
    <Drawer
      open={open}
      title="Versions"
      size={720}
      onClose={onClose}
      extra={
        <Tooltip title={selected.length === 2 ? '' : 'Tick two versions to compare them'}>
          <Button icon={<DiffOutlined />} disabled={selected.length !== 2} onClick={compare} data-testid="versions-compare">
            Compare
          </Button>
        </Tooltip>
      }
      data-testid="versions-drawer"
    >
      {versions.error ? <Alert type="error" showIcon title="Could not load the versions" description={errorMessage(versions.error)} style={{ marginBottom: 12 }} /> : null}
      <Table<VersionSummary>
        rowKey="version"
        size="small"
        loading={versions.loading && !versions.data}
        dataSource={list}
        pagination={list.length > 20 ? { pageSize: 20, showSizeChanger: false } : false}
        onRow={(row) => ({ 'data-testid': 'version-row', 'data-version': row.version }) as HTMLAttributes<HTMLElement>}
        rowSelection={{
          selectedRowKeys: selected,
          onChange: (keys) => setSelected(keys.map(Number).slice(-2)),
          getCheckboxProps: (row) => ({ disabled: selected.length >= 2 && !selected.includes(row.version), 'aria-label': `Compare version ${row.version}` }),
          hideSelectAll: true,
        }}
        locale={{ emptyText: <Empty image={Empty.PRESENTED_IMAGE_SIMPLE} description="No saved versions yet: Save creates the first." /> }}
        columns={[
          {
            key: 'version',
            title: 'Version',
            width: 100,
            render: (_, row) => (
              <Flex gap={4} align="center">
                v{row.version}
                {row.version === automation.currentVersion ? <Tag color="blue">Current</Tag> : null}
              </Flex>
            ),
          },
          {
            key: 'note',
            title: 'Note',
            render: (_, row) => (
              <>
                {row.note || <Typography.Text type="secondary">—</Typography.Text>}
                {row.restoredFrom ? <Typography.Text type="secondary"> (restored from v{row.restoredFrom})</Typography.Text> : null}
              </>
            ),
          },
          {
            key: 'date',
            title: 'Saved',
            width: 100,
            render: (_, row) => (
              <Tooltip title={formatTimestamp(row.createdAt)}>
                <span style={{ whiteSpace: 'nowrap' }}>{formatRelative(row.createdAt)}</span>
              </Tooltip>
            ),
          },
          { key: 'runs', title: 'Runs', width: 60, align: 'right', dataIndex: 'runCount' },
          {
            key: 'actions',
            title: '',
            width: 90,
            align: 'right',
            render: (_, row) => (
              <Flex gap={2} justify="flex-end">
                <Tooltip title="View">
                  <Button type="text" icon={<EyeOutlined />} onClick={() => setViewing(row.version)} aria-label={`View version ${row.version}`} data-testid="version-view" />
                </Tooltip>
                {row.version === automation.currentVersion ? null : (
                  <Tooltip title="Restore">
                    <Button type="text" icon={<RollbackOutlined />} disabled={busy} onClick={() => askRestore(row.version)} aria-label={`Restore version ${row.version}`} data-testid="version-restore" />
                  </Tooltip>
                )}
              </Flex>
            ),
          },
        ]}
      />
      <VersionViewer automationId={automation.id} version={viewing} currentVersion={automation.currentVersion} onRestore={askRestore} onClose={() => setViewing(null)} />
      <VersionCompare automationId={automation.id} pair={comparing} onClose={() => setComparing(null)} />
    </Drawer>
  );
}
