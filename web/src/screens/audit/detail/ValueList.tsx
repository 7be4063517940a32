import { Descriptions, Typography } from 'antd';

function show(value: unknown) {
  if (value === null || value === undefined || value === '') return <Typography.Text type="secondary">—</Typography.Text>;
  if (typeof value === 'string' || typeof value === 'number' || typeof value === 'boolean') return String(value);
  return <pre className="audit-json">{JSON.stringify(value, null, 2)}</pre>;
}

/** Parameters or a result as a list of fields; nested values as JSON. */
export function ValueList({ values, testId }: { values: Record<string, unknown>; testId?: string }) {
  const keys = Object.keys(values);
  if (keys.length === 0) return <Typography.Text type="secondary">None</Typography.Text>;
  return (
    <Descriptions
      size="small"
      column={1}
      bordered
      styles={{ label: { width: 140 } }}
      data-testid={testId}
      items={keys.map((key) => ({ key, label: key, children: show(values[key]) }))}
    />
  );
}
