import { useState, type HTMLAttributes, type Key } from 'react';
import { Button, Empty, Table } from 'antd';
import { DownOutlined, RightOutlined } from '@ant-design/icons';
import type { AuditEntry } from '../../api/auditTypes';
import { auditColumns } from './auditColumns';
import { entryActionLabel, entrySummary } from './entrySummary';
import { AuditEntryDetail } from './detail/AuditEntryDetail';
import type { DecisionRef } from './state/decisionActors';

interface AuditTableProps {
  entries: AuditEntry[];
  decisions: Record<string, DecisionRef>;
  selected: string[];
  onSelect(ids: string[]): void;
  /** Rows belong to other filters while the new ones load. */
  loading: boolean;
  /** Selection is locked while a bulk decision runs. */
  locked: boolean;
  filtered: boolean;
}

/** The pending queue first, then the log; each row opens onto what it does and why. */
export function AuditTable({ entries, decisions, selected, onSelect, loading, locked, filtered }: AuditTableProps) {
  const [expanded, setExpanded] = useState<readonly Key[]>([]);
  const now = Date.now();
  return (
    <Table<AuditEntry>
      rowKey="id"
      size="middle"
      tableLayout="fixed"
      // No sideways scrolling: on a narrow screen the summary wraps and Approve and Reject stay in view.
      loading={loading}
      dataSource={entries}
      columns={auditColumns(decisions, now)}
      pagination={entries.length > 50 ? { pageSize: 50, showSizeChanger: false } : false}
      rowClassName={(entry) => (entry.status === 'pending' ? 'audit-row is-pending' : 'audit-row')}
      onRow={(entry) =>
        ({ 'data-testid': 'audit-row', 'data-audit-id': entry.id, 'data-status': entry.status }) as HTMLAttributes<HTMLElement>
      }
      rowSelection={{
        selectedRowKeys: selected,
        onChange: (keys) => onSelect(keys.map(String)),
        getCheckboxProps: (entry) => ({
          disabled: locked || entry.status !== 'pending' || !decisions[entry.id]?.getSnapshot().hasTag('open'),
          'aria-label': `Select ${entry.description}`,
        }),
      }}
      expandable={{
        expandedRowKeys: expanded,
        onExpandedRowsChange: setExpanded,
        expandedRowRender: (entry) => <AuditEntryDetail entry={entry} decision={decisions[entry.id]} />,
        // A labelled button per entry: Tab reaches it, Enter or Space opens what the entry does.
        expandIcon: ({ expanded: open, record, onExpand }) => (
          <Button
            type="text"
            size="small"
            icon={open ? <DownOutlined /> : <RightOutlined />}
            aria-expanded={open}
            aria-label={`${open ? 'Hide' : 'Show'} details: ${entryActionLabel(record)}, ${entrySummary(record)}`}
            onClick={(event) => onExpand(record, event)}
            data-testid="audit-expand"
          />
        ),
      }}
      locale={{
        emptyText: (
          <Empty
            image={Empty.PRESENTED_IMAGE_SIMPLE}
            description={filtered ? 'No entries match these filters.' : 'Nothing here yet: what your agents do or propose will be listed here.'}
          />
        ),
      }}
      data-testid="audit-table"
    />
  );
}
