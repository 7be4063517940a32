import { Alert, Button, Flex, Select, Typography } from 'antd';
import { errorMessage } from '../../../api/ApiError';
import { useFolders } from '../state/useKnowledgeQueries';

/** The value of the choice "documents outside matters" (a matter's value is its id). */
const OUTSIDE = 'outside';

interface MatterChooserProps {
  matterId: string | null;
  onChange(matterId: string | null): void;
}

/**
 * Which documents the processing screen shows: those outside matters, or one matter's. A matter's documents
 * are only ever listed when it is chosen here (the matter wall).
 */
export function MatterChooser({ matterId, onChange }: MatterChooserProps) {
  const folders = useFolders();
  const matters = (folders.data ?? []).filter((folder) => folder.isMatter).sort((a, b) => a.name.localeCompare(b.name));
  const options = [
    { value: OUTSIDE, label: 'Documents outside matters' },
    ...matters.map((matter) => ({ value: matter.id, label: matter.matterNumber ? `Matter ${matter.name} (${matter.matterNumber})` : `Matter ${matter.name}` })),
  ];
  // A matter chosen by link before the list arrives still shows as chosen.
  if (matterId && !matters.some((matter) => matter.id === matterId)) options.push({ value: matterId, label: folders.isPending ? 'Loading the matter…' : 'A matter no longer listed' });

  return (
    <Flex vertical gap={8} data-testid="kb-processing-matter-chooser">
      <Flex align="center" gap={8} wrap>
        <label htmlFor="kb-processing-matter" className="kb-small">
          Show
        </label>
        <Select
          id="kb-processing-matter"
          value={matterId ?? OUTSIDE}
          options={options}
          loading={folders.isPending}
          onChange={(value: string) => onChange(value === OUTSIDE ? null : value)}
          style={{ minWidth: 260, maxWidth: '100%' }}
          data-testid="kb-processing-matter"
        />
        {folders.isPending ? (
          <Typography.Text type="secondary" className="kb-small" role="status">
            Loading your matters…
          </Typography.Text>
        ) : null}
        {folders.isSuccess && matters.length === 0 ? (
          <Typography.Text type="secondary" className="kb-small" data-testid="kb-processing-no-matters">
            You have no matters yet.
          </Typography.Text>
        ) : null}
      </Flex>
      {folders.isError ? (
        <Alert
          type="warning"
          showIcon
          title="Could not load your matters"
          description={`${errorMessage(folders.error)} Documents outside matters can still be shown.`}
          action={<Button onClick={() => void folders.refetch()}>Retry</Button>}
          data-testid="kb-processing-matters-error"
        />
      ) : null}
    </Flex>
  );
}
