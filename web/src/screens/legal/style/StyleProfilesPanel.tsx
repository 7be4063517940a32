import { useState } from 'react';
import { Alert, Button, Empty, Flex, Popconfirm, Skeleton } from 'antd';
import { DeleteOutlined } from '@ant-design/icons';
import { useQueryClient } from '@tanstack/react-query';
import { formalityLabel } from '../../../../../domain/legal/style/guidelines';
import { errorMessage } from '../../../api/ApiError';
import { useToast } from '../../../toast/useToast';
import { deleteStyle, type StyleProfile } from '../api/styles';
import { momentInWords } from '../common/caseWords';
import { legalKeys } from '../state/legalKeys';
import { useStyles } from '../state/useLegalQueries';

/** The saved style profiles, each with its formality and sentence length; delete one. */
export function StyleProfilesPanel() {
  const styles = useStyles();
  const client = useQueryClient();
  const toast = useToast();
  const [removing, setRemoving] = useState<string | null>(null);

  const remove = async (style: StyleProfile) => {
    setRemoving(style.id);
    try {
      await deleteStyle(style.id);
      client.setQueryData<StyleProfile[]>(legalKeys.styles(), (list) => list?.filter((one) => one.id !== style.id));
      toast.success(`Deleted “${style.name}”.`);
    } catch (error) {
      toast.error(`Could not delete the profile: ${errorMessage(error)}`);
    } finally {
      setRemoving(null);
      void client.invalidateQueries({ queryKey: legalKeys.styles() });
    }
  };

  let body;
  if (styles.data?.length) {
    body = (
      <ul className="legal-list">
        {styles.data.map((style) => (
          <li key={style.id} className="legal-item" data-testid="style-profile">
            <Flex justify="space-between" gap={8} align="flex-start">
              <div style={{ minWidth: 0 }}>
                <h3>{style.name}</h3>
                <div className="legal-meta">
                  Formality {style.characteristics.formalityScore.toFixed(2)} ({formalityLabel(style.characteristics.formalityScore)}) · {Math.round(style.characteristics.averageSentenceLength)} words a sentence · saved{' '}
                  {momentInWords(style.createdAt)}
                </div>
              </div>
              <Popconfirm title={`Delete “${style.name}”?`} okText="Delete" onConfirm={() => void remove(style)}>
                <Button size="small" type="text" icon={<DeleteOutlined />} loading={removing === style.id} aria-label={`Delete ${style.name}`} />
              </Popconfirm>
            </Flex>
          </li>
        ))}
      </ul>
    );
  } else if (styles.data) {
    body = <Empty image={Empty.PRESENTED_IMAGE_SIMPLE} description="No style profiles yet." data-testid="style-profiles-empty" />;
  } else if (styles.error && !styles.loading) {
    body = <Alert type="error" showIcon title="Could not load your style profiles." description={errorMessage(styles.error)} action={<Button onClick={() => void styles.reload()}>Try again</Button>} />;
  } else {
    body = (
      <div role="status" aria-busy="true" aria-label="Loading your style profiles">
        <Skeleton active paragraph={{ rows: 3 }} />
      </div>
    );
  }
  return (
    <section className="legal-panel" aria-labelledby="style-profiles-heading" data-testid="style-profiles">
      <h2 id="style-profiles-heading">Style profiles</h2>
      {body}
    </section>
  );
}
