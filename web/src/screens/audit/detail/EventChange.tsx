import { Table, Typography } from 'antd';
import { ArrowRightOutlined } from '@ant-design/icons';
import type { EventChangePreview, EventView } from '../../../api/auditTypes';
import { formatFullDate } from '../../email/format';

interface Row {
  key: string;
  field: string;
  before: string;
  after: string;
}

const FIELDS: { key: keyof EventView; field: string; format(value: string | null): string }[] = [
  { key: 'title', field: 'Title', format: (value) => value ?? '—' },
  { key: 'start', field: 'Starts', format: (value) => (value ? formatFullDate(value) : '—') },
  { key: 'end', field: 'Ends', format: (value) => (value ? formatFullDate(value) : '—') },
  { key: 'location', field: 'Location', format: (value) => value || '—' },
];

/** A calendar event before and after the change, with what changes in bold. */
export function EventChange({ change }: { change: EventChangePreview }) {
  const rows: Row[] = FIELDS.map(({ key, field, format }) => ({ key, field, before: format(change.before[key]), after: format(change.after[key]) }));
  return (
    <div data-testid="audit-event-change">
      <Typography.Text strong>The calendar event, before and after</Typography.Text>
      {change.caseNumber ? (
        <Typography.Text type="secondary" style={{ marginLeft: 8 }}>
          Case {change.caseNumber}
        </Typography.Text>
      ) : null}
      <Table<Row>
        style={{ marginTop: 8 }}
        size="small"
        pagination={false}
        dataSource={rows}
        columns={[
          { key: 'field', dataIndex: 'field', width: 90, render: (field: string) => <Typography.Text type="secondary">{field}</Typography.Text> },
          { key: 'before', title: 'Before', dataIndex: 'before' },
          { key: 'arrow', width: 32, render: () => <ArrowRightOutlined style={{ opacity: 0.45 }} /> },
          {
            key: 'after',
            title: 'After',
            render: (_, row) => (row.after === row.before ? row.after : <Typography.Text strong type="warning">{row.after}</Typography.Text>),
          },
        ]}
      />
    </div>
  );
}
