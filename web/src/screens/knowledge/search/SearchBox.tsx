import { useEffect, useState } from 'react';
import { Input } from 'antd';

interface SearchBoxProps {
  query: string;
  onSearch(query: string): void;
  searching: boolean;
}

/** The search at the top of the knowledge base: searches by meaning and by words, in the open folder or matter. */
export function SearchBox({ query, onSearch, searching }: SearchBoxProps) {
  const [text, setText] = useState(query);
  useEffect(() => setText(query), [query]);

  return (
    <div role="search" className="kb-search">
      <label htmlFor="kb-search-input" className="ws-sr-only">
        Search the knowledge base
      </label>
      <Input.Search
        id="kb-search-input"
        value={text}
        onChange={(event) => setText(event.target.value)}
        onSearch={(value) => onSearch(value)}
        placeholder="Search by meaning, e.g. “when was the injury reported to the employer”"
        enterButton="Search"
        allowClear
        loading={searching}
        maxLength={1000}
        data-testid="kb-search"
      />
    </div>
  );
}
