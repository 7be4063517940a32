import { useState } from 'react';
import { Button, Flex, Select } from 'antd';
import { PlusOutlined } from '@ant-design/icons';
import type { LinkableDocument } from '../state/useChatQueries';

interface DocumentPickerProps {
  documents: readonly LinkableDocument[] | undefined;
  loading: boolean;
  error: Error | null;
  /** Already linked: not offered again. */
  linkedIds: ReadonlySet<string>;
  adding: boolean;
  onRetry(): void;
  onAdd(documentId: string): void;
}

const STATUS_WORDS = { pending: ' (still being read)', error: ' (could not be read)', ready: '' } as const;

/** A searchable list of the knowledge base's documents (by title and matter) and an Add button. */
export function DocumentPicker({ documents, loading, error, linkedIds, adding, onRetry, onAdd }: DocumentPickerProps) {
  const [chosen, setChosen] = useState<string | null>(null);
  const options = (documents ?? [])
    .filter(({ document }) => !linkedIds.has(document.id))
    .map(({ document, matterName }) => ({
      value: document.id,
      label: `${document.title}${matterName ? ` · ${matterName}` : ''}${STATUS_WORDS[document.status]}`,
    }));
  const add = () => {
    if (!chosen) return;
    onAdd(chosen);
    setChosen(null);
  };
  return (
    <Flex gap={8} className="chat-document-picker">
      <Select
        showSearch={{ optionFilterProp: 'label' }}
        aria-label="Add a document from the knowledge base"
        placeholder={error ? 'Documents could not be loaded' : 'Find a document…'}
        className="chat-document-select"
        value={chosen ?? undefined}
        loading={loading}
        options={options}
        onChange={(value: string) => setChosen(value)}
        notFoundContent={loading ? 'Loading documents…' : error ? 'The documents could not be loaded.' : 'No documents to add'}
        popupMatchSelectWidth={false}
        data-testid="chat-document-select"
      />
      {error ? (
        <Button onClick={onRetry}>Retry</Button>
      ) : (
        <Button icon={<PlusOutlined />} disabled={!chosen} loading={adding} onClick={add} data-testid="chat-document-add">
          Add
        </Button>
      )}
    </Flex>
  );
}
