import { Button, Flex, Result, Typography } from 'antd';

function detailsOf(error: unknown): string {
  if (error instanceof Error) return error.stack ?? `${error.name}: ${error.message}`;
  return typeof error === 'string' ? error : JSON.stringify(error, null, 2) ?? String(error);
}

/** What a crashed page shows instead of itself. */
export function CrashScreen({ error }: { error: unknown }) {
  return (
    <Flex align="center" justify="center" style={{ minHeight: '60vh', padding: 24 }} data-testid="crash-screen">
      <Result
        status="error"
        title="Something went wrong"
        subTitle="We encountered an error while loading this page."
        extra={
          <Button type="primary" onClick={() => window.location.reload()}>
            Reload Page
          </Button>
        }
      >
        <Typography.Paragraph>
          <pre style={{ maxHeight: 240, overflow: 'auto', whiteSpace: 'pre-wrap', margin: 0 }}>{detailsOf(error)}</pre>
        </Typography.Paragraph>
      </Result>
    </Flex>
  );
}
