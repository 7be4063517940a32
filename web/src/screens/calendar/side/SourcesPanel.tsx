import { useState } from 'react';
import { Alert, Button, Checkbox, ColorPicker, Flex, Form, Input, Popconfirm, Skeleton, Tooltip, Typography } from 'antd';
import { DeleteOutlined, PlusOutlined } from '@ant-design/icons';
import type { CalendarSource } from '../../../api/calendar';
import { errorMessage } from '../../../api/ApiError';
import { useSourceMutations } from './useSourceMutations';

const NEW_SOURCE_COLOR = '#13c2c2';

interface SourcesPanelProps {
  sources: readonly CalendarSource[] | undefined;
  loading: boolean;
  error: unknown;
}

/** The calendars: colour, name, a checkbox that shows or hides their events; add your own, delete custom ones. */
export function SourcesPanel({ sources, loading, error }: SourcesPanelProps) {
  const mutations = useSourceMutations();
  const [adding, setAdding] = useState(false);
  const [name, setName] = useState('');
  const [color, setColor] = useState(NEW_SOURCE_COLOR);

  const add = () => {
    if (!name.trim()) return;
    mutations.add.mutate(
      { name: name.trim(), color },
      {
        onSuccess: () => {
          setName('');
          setAdding(false);
        },
      },
    );
  };

  return (
    <section aria-labelledby="calendar-sources-heading" data-testid="calendar-sources">
      <Typography.Title level={5} id="calendar-sources-heading" style={{ marginTop: 0 }}>
        Calendars
      </Typography.Title>
      {loading && !sources ? <Skeleton active title={false} paragraph={{ rows: 4 }} /> : null}
      {error && !sources ? <Alert type="error" showIcon title="Could not load your calendars" description={errorMessage(error)} /> : null}
      <Flex vertical gap={4}>
        {(sources ?? []).map((source) => (
          <Flex key={source.id} align="center" gap={8} justify="space-between" className="cal-source-row" data-testid="calendar-source" data-source-id={source.id}>
            <Checkbox
              checked={source.visible}
              onChange={(change) => mutations.setVisible.mutate({ sourceId: source.id, visible: change.target.checked })}
              data-testid="calendar-source-visible"
            >
              <Flex align="center" gap={8}>
                <span className="cal-legend-dot" style={{ background: source.color }} aria-hidden />
                <span title={source.description || undefined}>{source.name}</span>
              </Flex>
            </Checkbox>
            {source.type === 'custom' ? (
              <Popconfirm
                title={`Delete “${source.name}”?`}
                description="Its events move to My Calendar."
                okText="Delete"
                okButtonProps={{ danger: true }}
                onConfirm={() => mutations.remove.mutate(source.id)}
              >
                <Tooltip title="Delete this calendar">
                  <Button type="text" size="small" icon={<DeleteOutlined />} aria-label={`Delete the calendar ${source.name}`} data-testid="calendar-source-delete" />
                </Tooltip>
              </Popconfirm>
            ) : null}
          </Flex>
        ))}
      </Flex>
      {adding ? (
        <Form layout="vertical" onFinish={add} style={{ marginTop: 12 }} data-testid="calendar-source-form">
          <Form.Item label="Name" style={{ marginBottom: 8 }}>
            <Input value={name} onChange={(change) => setName(change.target.value)} maxLength={100} autoFocus data-testid="calendar-source-name" />
          </Form.Item>
          <Flex gap={8} align="center" wrap>
            <ColorPicker value={color} onChange={(value) => setColor(value.toHexString())} disabledAlpha aria-label="Colour" />
            <Button type="primary" htmlType="submit" size="small" loading={mutations.add.isPending} disabled={!name.trim()}>
              Add
            </Button>
            <Button size="small" onClick={() => setAdding(false)}>
              Cancel
            </Button>
          </Flex>
        </Form>
      ) : (
        <Button type="link" icon={<PlusOutlined />} onClick={() => setAdding(true)} style={{ paddingInline: 0, marginTop: 8 }} data-testid="calendar-source-add">
          Add a calendar
        </Button>
      )}
    </section>
  );
}
