import { useMutation } from '@tanstack/react-query';
import { Alert, Button, List, Space, Typography } from 'antd';
import { errorMessage } from '../../../api/ApiError';
import { optimiseOrder } from '../../../api/planning';
import { SourceBadge } from '../SourceBadge';

/** "Suggest an order": the open tasks in the order to work on them, with a reason each. */
export function OrderSuggestion() {
  const order = useMutation({ mutationFn: () => optimiseOrder() });
  return (
    <Space orientation="vertical" style={{ width: '100%' }}>
      <Button onClick={() => order.mutate()} loading={order.isPending}>
        Suggest an order
      </Button>
      {order.isError && <Alert type="error" showIcon title={errorMessage(order.error)} />}
      {order.data && (
        <>
          <span>
            <SourceBadge byAi={order.data.byAi} /> <Typography.Text type="secondary">{order.data.note}</Typography.Text>
          </span>
          <List
            size="small"
            dataSource={order.data.order}
            renderItem={(item, index) => (
              <List.Item key={item.taskId}>
                {index + 1}. <strong>&nbsp;{item.title}</strong>&nbsp;— {item.reason}
              </List.Item>
            )}
          />
        </>
      )}
    </Space>
  );
}
