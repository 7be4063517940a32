import { useState } from 'react';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { Alert, Button, Flex, Popconfirm, Popover, Typography } from 'antd';
import { MobileOutlined } from '@ant-design/icons';
import { createFeed, deleteFeed, fetchFeed } from '../../../api/calendar';
import { errorMessage } from '../../../api/ApiError';
import { useToast } from '../../../toast/useToast';
import { calendarKeys } from '../state/calendarKeys';

function FeedContent() {
  const client = useQueryClient();
  const toast = useToast();
  const [url, setUrl] = useState<string | null>(null);
  const feed = useQuery({ queryKey: calendarKeys.feed(), queryFn: ({ signal }) => fetchFeed(signal) });
  const create = useMutation({
    mutationFn: createFeed,
    onSuccess: (reply) => setUrl(reply.url),
    onError: (error) => toast.error(`Could not make the link: ${errorMessage(error)}`),
    onSettled: () => client.invalidateQueries({ queryKey: calendarKeys.feed() }),
  });
  const remove = useMutation({
    mutationFn: deleteFeed,
    onSuccess: () => {
      setUrl(null);
      toast.success('The calendar link is turned off');
    },
    onError: (error) => toast.error(`Could not turn the link off: ${errorMessage(error)}`),
    onSettled: () => client.invalidateQueries({ queryKey: calendarKeys.feed() }),
  });
  const active = feed.data?.active ?? false;

  return (
    <Flex vertical gap={12} style={{ maxWidth: 360 }} data-testid="calendar-feed">
      <Typography.Text>
        Add this secret link to your phone’s calendar, Outlook or Google Calendar (“subscribe by URL”). Anyone with the link can read your calendar.
      </Typography.Text>
      {feed.error ? <Alert type="error" showIcon title="Could not read the link’s state" description={errorMessage(feed.error)} /> : null}
      {url ? (
        <Alert
          type="success"
          title="Copy it now: it is shown only once."
          description={
            <Typography.Text copyable={{ text: url, tooltips: ['Copy the link', 'Copied'] }} style={{ wordBreak: 'break-all' }} data-testid="calendar-feed-url">
              {url}
            </Typography.Text>
          }
        />
      ) : active ? (
        <Typography.Text type="secondary">A link is active. Making a new one stops the old one.</Typography.Text>
      ) : null}
      <Flex gap={8} wrap>
        <Button type="primary" loading={create.isPending} onClick={() => create.mutate()} data-testid="calendar-feed-create">
          {active || url ? 'Make a new link' : 'Make a link'}
        </Button>
        {active || url ? (
          <Popconfirm title="Turn the link off?" description="Calendars subscribed to it stop updating." okText="Turn off" onConfirm={() => remove.mutate()}>
            <Button loading={remove.isPending} data-testid="calendar-feed-off">
              Turn off
            </Button>
          </Popconfirm>
        ) : null}
      </Flex>
    </Flex>
  );
}

/** "Subscribe on your phone": the iCal feed's secret link. */
export function FeedPopover() {
  return (
    <Popover trigger="click" title="Subscribe on your phone" content={<FeedContent />} destroyOnHidden placement="bottomRight">
      <Button icon={<MobileOutlined />} data-testid="calendar-feed-open">
        Subscribe
      </Button>
    </Popover>
  );
}
