import { memo } from 'react';
import ReactMarkdown from 'react-markdown';
import remarkGfm from 'remark-gfm';
import { MarkdownLink } from '../../../components/markdown/MarkdownLink';

/** A message's Markdown (GitHub flavour); raw HTML is not rendered. */
export const MessageMarkdown = memo(function MessageMarkdown({ content }: { content: string }) {
  return (
    <ReactMarkdown remarkPlugins={[remarkGfm]} skipHtml components={{ a: MarkdownLink }}>
      {content}
    </ReactMarkdown>
  );
});
