import type { ComponentProps } from 'react';
import { Link } from 'react-router';

/** A link in rendered Markdown: addresses inside the product open in place, others in a new tab. */
export function MarkdownLink({ href, children, node: _node, ...rest }: ComponentProps<'a'> & { node?: unknown }) {
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
