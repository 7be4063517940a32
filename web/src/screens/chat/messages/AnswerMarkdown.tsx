import { memo, useMemo, type ComponentProps, type ReactNode } from 'react';
import { Tooltip } from 'antd';
import { WarningOutlined } from '@ant-design/icons';
import ReactMarkdown, { type Components } from 'react-markdown';
import remarkGfm from 'remark-gfm';
import { MarkdownLink } from '../../../components/markdown/MarkdownLink';
import type { ChatSource, CheckedCitation } from '../../../../../domain/chat/views';
import { describeCitationProblems } from '../text/citationProblems';
import { FLAGGED_CLASS, remarkCitations } from '../text/remarkCitations';

interface AnswerMarkdownProps {
  content: string;
  sources: readonly ChatSource[];
  citations: readonly CheckedCitation[];
}

/** A flagged sentence: marked, never hidden; its last piece carries the warning with the check's findings. */
function FlaggedSpan({ citations, children, className, node: _node, ...rest }: ComponentProps<'span'> & { node?: unknown; citations: readonly CheckedCitation[] }) {
  const attributes = rest as Record<string, unknown>;
  if (!className?.split(' ').includes(FLAGGED_CLASS)) {
    return (
      <span className={className} {...rest}>
        {children}
      </span>
    );
  }
  const citation = citations[Number(attributes['data-citation'])];
  const isEnd = attributes['data-flag-end'] === 'true';
  const words = citation ? describeCitationProblems(citation) : 'Check this sentence.';
  let warning: ReactNode = null;
  if (isEnd) {
    warning = (
      <Tooltip title={words} trigger={['hover', 'focus', 'click']}>
        <button type="button" className="chat-flag-icon" aria-label={words} data-testid="chat-flag-warning">
          <WarningOutlined aria-hidden />
        </button>
      </Tooltip>
    );
  }
  return (
    <span className={className} {...rest} data-testid="chat-flagged">
      {children}
      {warning}
    </span>
  );
}

/**
 * An assistant's answer as Markdown (GitHub flavour, no raw HTML), re-rendered as it streams: citation markers
 * become links to their passages and sentences whose citation failed the check are flagged. Memoised: while one
 * reply streams, the other answers (whose props keep their identity in the cache) are not parsed again.
 */
export const AnswerMarkdown = memo(function AnswerMarkdown({ content, sources, citations }: AnswerMarkdownProps) {
  const remarkPlugins = useMemo(
    () => [remarkGfm, [remarkCitations, { content, sources, citations }]] as NonNullable<ComponentProps<typeof ReactMarkdown>['remarkPlugins']>,
    [content, sources, citations],
  );
  const components = useMemo<Components>(
    () => ({
      a: MarkdownLink,
      span: (props) => <FlaggedSpan {...props} citations={citations} />,
    }),
    [citations],
  );
  return (
    <div className="chat-markdown">
      <ReactMarkdown remarkPlugins={remarkPlugins} components={components}>
        {content}
      </ReactMarkdown>
    </div>
  );
});
