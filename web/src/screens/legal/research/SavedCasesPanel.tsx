import { Alert, Button, Empty, Flex, Popconfirm, Skeleton, Typography } from 'antd';
import { DeleteOutlined } from '@ant-design/icons';
import { errorMessage } from '../../../api/ApiError';
import type { SavedCase } from '../api/cases';
import { GENERAL_RESEARCH, dayInWords } from '../common/caseWords';
import { useSavedCases } from '../state/useLegalQueries';

interface SavedCasesPanelProps {
  removingId: string | null;
  onRemove(saved: SavedCase): void;
}

/** Saved cases, grouped by matter (cases saved without one under "General research"). */
export function SavedCasesPanel({ removingId, onRemove }: SavedCasesPanelProps) {
  const saved = useSavedCases(null);
  let body;
  if (saved.data?.length) {
    const groups = new Map<string, { name: string; cases: SavedCase[] }>();
    for (const one of saved.data) {
      const key = one.matterId ?? '';
      const group = groups.get(key) ?? { name: one.matterId ? (one.matterName ?? 'Matter') : GENERAL_RESEARCH, cases: [] };
      group.cases.push(one);
      groups.set(key, group);
    }
    body = (
      <Flex vertical gap={12}>
        {[...groups.entries()].map(([key, group]) => (
          <section key={key || 'general'} aria-label={group.name} data-testid="saved-case-group">
            <h3>{group.name}</h3>
            <ul className="legal-list" style={{ marginTop: 8 }}>
              {group.cases.map((one) => (
                <li key={one.id} className="legal-item" data-testid="saved-case">
                  <Flex justify="space-between" gap={8} align="flex-start">
                    <div style={{ minWidth: 0 }}>
                      {one.case.url ? (
                        <a href={one.case.url} target="_blank" rel="noreferrer noopener">
                          {one.case.name}
                        </a>
                      ) : (
                        <span>{one.case.name}</span>
                      )}
                      <div className="legal-meta">
                        {one.case.citation}
                        {one.case.date ? ` · ${dayInWords(one.case.date)}` : ''}
                      </div>
                    </div>
                    <Popconfirm title="Remove this saved case?" okText="Remove" onConfirm={() => onRemove(one)}>
                      <Button size="small" type="text" icon={<DeleteOutlined />} loading={removingId === one.id} aria-label={`Remove ${one.case.name} from ${group.name}`} />
                    </Popconfirm>
                  </Flex>
                </li>
              ))}
            </ul>
          </section>
        ))}
      </Flex>
    );
  } else if (saved.data) {
    body = <Empty image={Empty.PRESENTED_IMAGE_SIMPLE} description="No saved cases yet. Save a result to a matter." data-testid="saved-cases-empty" />;
  } else if (saved.error && !saved.loading) {
    body = (
      <Alert type="error" showIcon title="Could not load your saved cases." description={errorMessage(saved.error)} action={<Button onClick={() => void saved.reload()}>Try again</Button>} />
    );
  } else {
    body = (
      <div role="status" aria-busy="true" aria-label="Loading saved cases">
        <Skeleton active paragraph={{ rows: 3 }} />
      </div>
    );
  }
  return (
    <section className="legal-panel" aria-labelledby="saved-cases-heading" data-testid="saved-cases">
      <h2 id="saved-cases-heading">Saved cases</h2>
      <Typography.Text className="legal-meta" style={{ display: 'block', marginBottom: 8 }}>
        By matter.
      </Typography.Text>
      {body}
    </section>
  );
}
