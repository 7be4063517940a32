import { Empty, Typography } from 'antd';
import { Link } from 'react-router';
import type { ChatSource } from '../../../../../domain/chat/views';
import { sourceHref, sourceLabel } from '../text/sourceLinks';

/** The passages the last answer was given, numbered as it cites them; each opens at its place. */
export function SourceList({ sources }: { sources: readonly ChatSource[] }) {
  return (
    <section aria-labelledby="chat-sources-title" className="chat-side-section" data-testid="chat-sources">
      <Typography.Title level={2} id="chat-sources-title" className="chat-side-title">
        Sources of the last answer
      </Typography.Title>
      {sources.length === 0 ? (
        <Empty image={Empty.PRESENTED_IMAGE_SIMPLE} description="The passages an answer uses are listed here." />
      ) : (
        <ol className="chat-plain-list">
          {sources.map((source) => (
            <li key={source.number} className="chat-source" data-testid="chat-source">
              <Link to={sourceHref(source)} aria-label={sourceLabel(source)} className="chat-source-link">
                <span className="chat-source-number">[{source.number}]</span> {source.documentTitle}
                {source.page !== null ? `, page ${source.page}` : ''}
              </Link>
              <Typography.Paragraph type="secondary" className="chat-source-text" ellipsis={{ rows: 3 }}>
                {source.text}
              </Typography.Paragraph>
            </li>
          ))}
        </ol>
      )}
    </section>
  );
}
