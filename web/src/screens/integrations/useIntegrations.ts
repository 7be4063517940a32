import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { errorMessage } from '../../api/ApiError';
import { fetchIntegrations } from '../../api/account';
import { removeAccount } from '../../api/mailActions';
import { useToast } from '../../toast/useToast';
import { mailKeys } from '../email/state/keys';
import { settingsKeys } from '../settings/settingsKeys';

export function useIntegrations() {
  return useQuery({ queryKey: settingsKeys.integrations, queryFn: ({ signal }) => fetchIntegrations(signal) });
}

/** DELETE /api/mail/accounts/:id (the mail area's own unlinking), then everything that lists accounts reloads. */
export function useDisconnect() {
  const client = useQueryClient();
  const toast = useToast();
  return useMutation({
    mutationFn: (account: { id: string; email: string }) => removeAccount(account.id),
    onSuccess: async (_nothing, account) => {
      toast.success(`${account.email} is no longer linked`);
      await Promise.all([
        client.invalidateQueries({ queryKey: settingsKeys.integrations }),
        client.invalidateQueries({ queryKey: settingsKeys.me }),
        client.invalidateQueries({ queryKey: mailKeys.accounts() }),
      ]);
    },
    onError: (error) => toast.error(`Could not unlink the account: ${errorMessage(error)}`),
  });
}
