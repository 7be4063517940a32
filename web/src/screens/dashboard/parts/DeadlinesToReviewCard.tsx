import { Typography } from 'antd';
import { Link } from 'react-router';
import { DEADLINES_TO_REVIEW_PATH } from '../../../../../domain/deadline-chains/review-notification';
import type { Dashboard } from '../../../api/dashboard';
import { WaitingChainList } from '../../deadlines/review/WaitingChainList';
import { DashboardCard, EmptyLine } from './DashboardCard';
import { plural } from './format';

/** Deadline chains proposed from analysed notices that wait for the person, accepted or declined from here. */
export function DeadlinesToReviewCard({ review }: { review: Dashboard['deadlinesToReview'] }) {
  return (
    <DashboardCard id="deadlines-to-review" title="Deadlines to review" more={{ href: DEADLINES_TO_REVIEW_PATH, label: 'Open in the audit queue' }}>
      {review.count === 0 ? (
        <EmptyLine>No proposed deadlines wait for you.</EmptyLine>
      ) : (
        <>
          <Typography.Paragraph data-testid="dashboard-review-count" data-count={review.count}>
            {plural(review.count, 'hearing')} with deadlines waiting for you
            {review.count > review.items.length ? (
              <>
                {' '}
                (the first {review.items.length} here, <Link to={DEADLINES_TO_REVIEW_PATH} style={{ textDecoration: 'underline' }}>
                  all in the audit queue
                </Link>)
              </>
            ) : null}
          </Typography.Paragraph>
          <WaitingChainList chains={review.items} label="Deadlines to review" />
        </>
      )}
    </DashboardCard>
  );
}
