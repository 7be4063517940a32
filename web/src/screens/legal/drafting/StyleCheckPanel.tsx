import { useState } from 'react';
import { Alert, Button, Empty, Flex, Select } from 'antd';
import { useMutation } from '@tanstack/react-query';
import { errorMessage } from '../../../api/ApiError';
import { styleCheck } from '../api/documents';
import { useStyles } from '../state/useLegalQueries';

/** Checks the saved draft against one of the user's style profiles and lists where it deviates. */
export function StyleCheckPanel({ documentId, defaultStyleId }: { documentId: string; defaultStyleId: string | null }) {
  const styles = useStyles();
  const [styleId, setStyleId] = useState<string | undefined>(defaultStyleId ?? undefined);
  const check = useMutation({ mutationFn: (id: string) => styleCheck(documentId, id) });
  const list = styles.data ?? [];
  const chosen = styleId ?? list[0]?.id;

  return (
    <section className="legal-panel" aria-labelledby="style-check-heading" data-testid="style-check-panel">
      <h2 id="style-check-heading">Check against style</h2>
      {list.length === 0 && styles.data ? (
        <Empty image={Empty.PRESENTED_IMAGE_SIMPLE} description="No style profiles yet. Save one under Writing style." />
      ) : (
        <Flex gap={8} wrap>
          <Select
            value={chosen}
            onChange={setStyleId}
            loading={styles.loading}
            aria-label="Style profile"
            style={{ minWidth: 200, flex: 1 }}
            options={list.map((style) => ({ value: style.id, label: style.name }))}
          />
          <Button disabled={!chosen} loading={check.isPending} onClick={() => chosen && check.mutate(chosen)} data-testid="style-check">
            Check against style
          </Button>
        </Flex>
      )}
      <div aria-live="polite" style={{ marginTop: 12 }}>
        {check.error ? <Alert type="error" showIcon title="The style check did not finish." description={errorMessage(check.error)} /> : null}
        {check.data ? (
          check.data.deviations.length === 0 ? (
            <Alert type="success" showIcon title="The draft matches the style profile." data-testid="style-check-ok" />
          ) : (
            <ul className="legal-list" aria-label="Deviations from the style" data-testid="style-deviations">
              {check.data.deviations.map((deviation) => (
                <li key={deviation.characteristic} className="legal-item">
                  {deviation.message}
                </li>
              ))}
            </ul>
          )
        ) : null}
      </div>
    </section>
  );
}
