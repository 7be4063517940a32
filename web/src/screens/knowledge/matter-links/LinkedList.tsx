import type { ReactNode } from 'react';
import { Alert, Button, Skeleton, Typography } from 'antd';
import { errorMessage } from '../../../api/ApiError';
import type { LinkedSection } from '../../../api/matterLinks';

interface LinkedListProps<T extends { id: string }> {
  /** The section's heading: "Mail", "Hearings and events", "Tasks". */
  title: string;
  testId: string;
  section: LinkedSection<T> | undefined;
  loading: boolean;
  error: unknown;
  onRetry(): void;
  empty: string;
  renderItem(item: T): ReactNode;
}

/** One kind of linked item, with its own heading and its loading, error and empty states. */
export function LinkedList<T extends { id: string }>({ title, testId, section, loading, error, onRetry, empty, renderItem }: LinkedListProps<T>) {
  const headingId = `${testId}-heading`;
  let body: ReactNode;
  if (loading) {
    body = (
      <div role="status" aria-busy="true" aria-label={`Loading ${title.toLowerCase()}`}>
        <Skeleton active title={false} paragraph={{ rows: 2 }} />
      </div>
    );
  } else if (error && !section) {
    body = (
      <Alert
        type="error"
        showIcon
        title={`Could not load the ${title.toLowerCase()}`}
        description={errorMessage(error)}
        action={<Button onClick={onRetry}>Retry</Button>}
        data-testid={`${testId}-error`}
      />
    );
  } else if (!section?.items.length) {
    body = (
      <Typography.Text type="secondary" data-testid={`${testId}-empty`}>
        {empty}
      </Typography.Text>
    );
  } else {
    body = (
      <>
        <ul className="kb-linked-list">
          {section.items.map((item) => (
            <li key={item.id} className="kb-linked-row" data-testid={`${testId}-item`} data-id={item.id}>
              {renderItem(item)}
            </li>
          ))}
        </ul>
        {section.more ? <Typography.Text type="secondary">Only the first {section.items.length} are listed.</Typography.Text> : null}
      </>
    );
  }
  return (
    <section aria-labelledby={headingId} className="kb-linked-section" data-testid={testId}>
      <Typography.Title level={4} id={headingId} className="kb-linked-title">
        {title}
      </Typography.Title>
      {body}
    </section>
  );
}
