import type { ReactNode } from 'react';
import { Flex, Layout, Typography } from 'antd';
import { PRODUCT_NAME } from '../../../domain/navigation';

/** A page outside the signed-in shell (sign-in, invitations): product name above centred content. */
export function StandalonePage({ children }: { children: ReactNode }) {
  return (
    <Layout style={{ minHeight: '100vh' }}>
      <Flex vertical align="center" justify="center" gap={24} style={{ minHeight: '100vh', padding: 24 }}>
        <Flex align="center" gap={10}>
          <img src="/favicon.svg" alt="" width={36} height={36} />
          <Typography.Title level={3} style={{ margin: 0 }}>
            {PRODUCT_NAME}
          </Typography.Title>
        </Flex>
        {children}
      </Flex>
    </Layout>
  );
}
