import { useState } from 'react';
import { Input } from 'antd';
import { SearchOutlined } from '@ant-design/icons';

/** The text is only held; searching arrives with a later issue. */
export function GlobalSearch() {
  const [query, setQuery] = useState('');
  return (
    <Input
      value={query}
      onChange={(event) => setQuery(event.target.value)}
      placeholder="Search conversations, documents..."
      prefix={<SearchOutlined />}
      allowClear
      aria-label="Search"
      style={{ maxWidth: 420 }}
      data-testid="search-input"
    />
  );
}
