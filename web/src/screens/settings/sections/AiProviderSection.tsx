import { Alert, Descriptions, Skeleton, Tag, Typography } from 'antd';
import { useQuery } from '@tanstack/react-query';
import { errorMessage } from '../../../api/ApiError';
import { fetchAiProvider } from '../../../api/account';
import { settingsKeys } from '../settingsKeys';
import { SettingsSection } from './SettingsSection';

const KEY_TAGS = {
  set: <Tag color="success">Set</Tag>,
  unusable: <Tag color="error">Set, but cannot be used</Tag>,
  'not-set': <Tag>Not set</Tag>,
} as const;

/** The server's AI setup (never the key) and what works without a key. */
export function AiProviderSection() {
  const query = useQuery({ queryKey: settingsKeys.aiProvider, queryFn: ({ signal }) => fetchAiProvider(signal), staleTime: 5 * 60_000 });
  return (
    <SettingsSection id="ai-provider" title="AI provider">
      {query.isPending ? (
        <Skeleton active paragraph={{ rows: 3 }} />
      ) : query.isError ? (
        <Alert type="error" showIcon title="Could not load the AI setup." description={errorMessage(query.error)} />
      ) : (
        <>
          <Descriptions column={1} size="small" bordered data-testid="ai-provider">
            <Descriptions.Item label="API key">{KEY_TAGS[query.data.key]}</Descriptions.Item>
            <Descriptions.Item label="Server">{query.data.baseUrl ?? 'OpenAI API (default)'}</Descriptions.Item>
            <Descriptions.Item label="Model">{query.data.key === 'set' ? query.data.model : `${query.data.model} (not in use)`}</Descriptions.Item>
            {query.data.localModel ? <Descriptions.Item label="Where it runs">On the firm&apos;s own machines</Descriptions.Item> : null}
          </Descriptions>
          {query.data.keyProblem ? <Alert style={{ marginTop: 12 }} type="warning" showIcon title={query.data.keyProblem} /> : null}
          <Typography.Paragraph type="secondary" style={{ marginTop: 12, marginBottom: 4 }}>
            The administrator sets the key on the server (OPENAI_API_KEY, OPENAI_BASE_URL, OPENAI_MODEL). {query.data.key === 'set' ? 'Without a key' : 'Without a usable key, which is the case now'}:
          </Typography.Paragraph>
          <ul style={{ margin: 0, paddingInlineStart: 20 }}>
            {query.data.withoutKey.map((line) => (
              <li key={line}>
                <Typography.Text>{line}</Typography.Text>
              </li>
            ))}
          </ul>
        </>
      )}
    </SettingsSection>
  );
}
