import { Collapse, Typography } from 'antd';

/** Technical detail one click away: collapsed under "Technical details". */
export function Details({ text, testId }: { text: string; testId?: string }) {
  return (
    <Collapse
      size="small"
      ghost
      items={[
        {
          key: 'details',
          label: 'Technical details',
          children: (
            <Typography.Paragraph code style={{ whiteSpace: 'pre-wrap', wordBreak: 'break-word', margin: 0 }} data-testid={testId}>
              {text}
            </Typography.Paragraph>
          ),
        },
      ]}
    />
  );
}
