import { useState } from 'react';
import { Button, Flex, Typography } from 'antd';
import { PlusOutlined } from '@ant-design/icons';
import { DocumentEditor } from './DocumentEditor';
import { DocumentsPanel } from './DocumentsPanel';
import { NewDraftModal } from './NewDraftModal';
import { TemplatesPanel } from './TemplatesPanel';

/** /ai-assistant/drafting: drafts and templates; /ai-assistant/drafting/:documentId: one draft in the editor. */
export function DraftingPage({ documentId }: { documentId: string | null }) {
  const [creating, setCreating] = useState<string | null | false>(false);
  if (documentId) return <DocumentEditor documentId={documentId} />;
  return (
    <Flex vertical gap={16}>
      <Flex justify="space-between" align="flex-start" gap={12} wrap>
        <div>
          <h1 className="legal-title">Drafting</h1>
          <Typography.Text type="secondary">Drafts from your templates, your instructions and your writing style. Every draft is yours to review and approve.</Typography.Text>
        </div>
        <Button type="primary" icon={<PlusOutlined />} onClick={() => setCreating(null)} data-testid="draft-new">
          New draft
        </Button>
      </Flex>
      <DocumentsPanel onNew={() => setCreating(null)} />
      <TemplatesPanel onUse={(templateId) => setCreating(templateId)} />
      <NewDraftModal open={creating !== false} templateId={creating || null} onClose={() => setCreating(false)} />
    </Flex>
  );
}
