import { Typography } from 'antd';
import type { ChunkView } from '../../../api/knowledge';
import { groupByPage, pageElementId, passageElementId } from './pages';

interface PassageListProps {
  chunks: ChunkView[];
  /** The passage a search hit pointed to: highlighted. */
  highlightedId: string | null;
}

function Passage({ chunk, highlighted }: { chunk: ChunkView; highlighted: boolean }) {
  const body = <span className="kb-passage-text">{chunk.text}</span>;
  return (
    <div
      id={passageElementId(chunk.id)}
      className={highlighted ? 'kb-passage kb-passage-highlighted' : 'kb-passage'}
      tabIndex={highlighted ? -1 : undefined}
      data-testid="kb-passage"
      data-chunk-id={chunk.id}
      data-highlighted={highlighted || undefined}
    >
      {chunk.headingPath.length ? (
        <Typography.Text type="secondary" className="kb-passage-heading">
          {chunk.headingPath.join(' › ')}
        </Typography.Text>
      ) : null}
      {highlighted ? (
        <>
          <span className="ws-sr-only">The passage found by your search: </span>
          <mark className="kb-mark">{body}</mark>
        </>
      ) : (
        body
      )}
    </div>
  );
}

/** The document as read: its passages under "Page N" headings, each with the headings it falls under. */
export function PassageList({ chunks, highlightedId }: PassageListProps) {
  const groups = groupByPage(chunks);
  const seenPages = new Set<number>();
  return (
    <div className="kb-pages" data-testid="kb-viewer-pages">
      {groups.map((group, index) => {
        // The first group of a page carries its id, so ?page=N scrolls there.
        const anchor = group.page !== null && !seenPages.has(group.page) ? pageElementId(group.page) : undefined;
        if (group.page !== null) seenPages.add(group.page);
        return (
          <section key={`${group.page ?? 'none'}-${index}`} id={anchor} className="kb-page" data-testid="kb-viewer-page" data-page={group.page ?? undefined}>
            {group.page !== null ? (
              <Typography.Title level={3} className="kb-page-title">
                Page {group.page}
              </Typography.Title>
            ) : null}
            {group.chunks.map((chunk) => (
              <Passage key={chunk.id} chunk={chunk} highlighted={chunk.id === highlightedId} />
            ))}
          </section>
        );
      })}
    </div>
  );
}
