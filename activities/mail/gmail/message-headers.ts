import type { gmail_v1 } from 'googleapis';
import { addressParser, decodeWords } from 'postal-mime';
import { formatAddresses } from '../mime/parse';

/** The first header of that name (case-insensitive), with encoded words decoded; '' when absent. */
export function headerValue(headers: gmail_v1.Schema$MessagePartHeader[] | undefined, name: string): string {
  const wanted = name.toLowerCase();
  const value = headers?.find((header) => header.name?.toLowerCase() === wanted)?.value ?? '';
  return decodeWords(value).trim();
}

/** An address header as "Name <address>" entries. */
export function addressList(headers: gmail_v1.Schema$MessagePartHeader[] | undefined, name: string): string[] {
  const value = headerValue(headers, name);
  return value ? formatAddresses(addressParser(value)).filter(Boolean) : [];
}

const NAMED_ENTITIES: Record<string, string> = { amp: '&', lt: '<', gt: '>', quot: '"', apos: "'", nbsp: ' ' };

/** Gmail's snippets come HTML-escaped ("&#39;", "&amp;"); the list shows them as text. */
export function decodeSnippet(snippet: string | null | undefined): string {
  return (snippet ?? '').replace(/&(#x[0-9a-f]+|#\d+|[a-z]+);/gi, (entity, code: string) => {
    if (code.startsWith('#x') || code.startsWith('#X')) return String.fromCodePoint(Number.parseInt(code.slice(2), 16));
    if (code.startsWith('#')) return String.fromCodePoint(Number.parseInt(code.slice(1), 10));
    return NAMED_ENTITIES[code.toLowerCase()] ?? entity;
  });
}
