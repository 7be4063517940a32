import { memo, type ComponentProps } from 'react';
import ReactMarkdown from 'react-markdown';
import remarkGfm from 'remark-gfm';
import { Link } from 'react-router';

/** Links inside the product open in place; others in a new tab. */
function MarkdownLink({ href, children, node: _node, ...rest }: ComponentProps<'a'> & { node?: unknown }) {
  if (href?.startsWith('/')) {
    return (
      <Link to={href} {...rest}>
        {children}
      </Link>
    );
  }
  return (
    <a href={href} target="_blank" rel="noopener noreferrer" {...rest}>
      {children}
    </a>
  );
}

/** A message's Markdown (GitHub flavour); raw HTML is not rendered. */
export const MessageMarkdown = memo(function MessageMarkdown({ content }: { content: string }) {
  return (
    <ReactMarkdown remarkPlugins={[remarkGfm]} skipHtml components={{ a: MarkdownLink }}>
      {content}
    </ReactMarkdown>
  );
});
