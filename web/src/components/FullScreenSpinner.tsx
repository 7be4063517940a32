import { Flex, Spin } from 'antd';

export function FullScreenSpinner({ text }: { text: string }) {
  return (
    <Flex align="center" justify="center" style={{ minHeight: '100vh' }} data-testid="full-screen-spinner">
      <Spin size="large" description={text} />
    </Flex>
  );
}
