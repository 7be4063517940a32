import { useQuery } from '@tanstack/react-query';
import { Alert, Drawer, Empty, List, Skeleton, Typography } from 'antd';
import { fetchDocumentUses, type DocumentUseView } from '../../../api/knowledge';
import { knowledgeKeys } from '../state/knowledgeKeys';

const PURPOSES: Record<string, string> = {
  'search-by-content': 'Looked up to answer a question',
};

function describeUse(use: DocumentUseView): string {
  const passages = `${use.chunkIds.length} ${use.chunkIds.length === 1 ? 'passage' : 'passages'}`;
  return `${PURPOSES[use.purpose] ?? use.purpose} · read ${passages}`;
}

interface ReadingLogDrawerProps {
  matterId: string;
  matterName: string;
  open: boolean;
  onClose(): void;
}

/** The privilege-review trail of a matter: every time an AI feature read its documents, and what it read. */
export function ReadingLogDrawer({ matterId, matterName, open, onClose }: ReadingLogDrawerProps) {
  const uses = useQuery({ queryKey: knowledgeKeys.uses(matterId), queryFn: ({ signal }) => fetchDocumentUses(matterId, signal), enabled: open });

  return (
    <Drawer title={`AI reading log: ${matterName}`} open={open} onClose={onClose} size="large" data-testid="kb-reading-log">
      <Typography.Paragraph type="secondary">
        Every time an AI feature reads this matter&apos;s documents, it is written here with the passages it read, for privilege review.
      </Typography.Paragraph>
      {uses.isPending ? (
        <Skeleton active />
      ) : uses.isError ? (
        <Alert type="error" showIcon title="The reading log could not be loaded." description={uses.error.message} />
      ) : uses.data.length === 0 ? (
        <Empty description="No AI feature has read this matter's documents yet." />
      ) : (
        <List
          dataSource={uses.data}
          rowKey="id"
          renderItem={(use) => (
            <List.Item data-testid="kb-reading-log-entry">
              <List.Item.Meta
                title={use.documentName}
                description={
                  <>
                    <div>{describeUse(use)}</div>
                    {use.query ? <div>Question: “{use.query}”</div> : null}
                    <div>{new Date(use.createdAt).toLocaleString()}</div>
                  </>
                }
              />
            </List.Item>
          )}
        />
      )}
    </Drawer>
  );
}
