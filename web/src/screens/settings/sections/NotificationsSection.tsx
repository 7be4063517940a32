import { Alert, Flex, Skeleton, Switch, Typography } from 'antd';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { NOTIFICATION_KIND_LABELS } from '../../../../../domain/settings/notification-kinds';
import { errorMessage } from '../../../api/ApiError';
import { fetchNotificationSettings, updateNotificationSettings } from '../../../api/account';
import { useToast } from '../../../toast/useToast';
import { settingsKeys } from '../settingsKeys';
import { SettingsSection } from './SettingsSection';

/** Which kinds of notification reach the bell; a kind turned off is not created at all. */
export function NotificationsSection() {
  const client = useQueryClient();
  const toast = useToast();
  const query = useQuery({ queryKey: settingsKeys.notifications, queryFn: ({ signal }) => fetchNotificationSettings(signal) });
  const mutation = useMutation({
    mutationFn: updateNotificationSettings,
    onSuccess: (kinds) => client.setQueryData(settingsKeys.notifications, kinds),
    onError: (error) => toast.error(`Could not save: ${errorMessage(error)}`),
  });
  return (
    <SettingsSection id="notifications" title="Notifications">
      {query.isPending ? (
        <Skeleton active paragraph={{ rows: 3 }} />
      ) : query.isError ? (
        <Alert type="error" showIcon title="Could not load your notification settings." description={errorMessage(query.error)} />
      ) : (
        <Flex vertical gap={12} role="list">
          {query.data.map(({ kind, enabled }) => (
            <Flex key={kind} gap={12} align="flex-start" role="listitem">
              <Switch
                id={`notify-${kind}`}
                checked={enabled}
                loading={mutation.isPending && mutation.variables?.[kind] !== undefined}
                onChange={(on) => mutation.mutate({ [kind]: on })}
                aria-describedby={`notify-${kind}-description`}
              />
              <div>
                <label htmlFor={`notify-${kind}`} style={{ fontWeight: 500 }}>
                  {NOTIFICATION_KIND_LABELS[kind].title}
                </label>
                <Typography.Paragraph type="secondary" style={{ margin: 0 }} id={`notify-${kind}-description`}>
                  {NOTIFICATION_KIND_LABELS[kind].description}
                </Typography.Paragraph>
              </div>
            </Flex>
          ))}
        </Flex>
      )}
    </SettingsSection>
  );
}
