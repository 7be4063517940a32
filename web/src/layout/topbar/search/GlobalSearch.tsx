import { useEffect, useId, useMemo, useRef, useState, type KeyboardEvent } from 'react';
import { Input, Spin, theme, type InputRef } from 'antd';
import { SearchOutlined } from '@ant-design/icons';
import { useNavigate } from 'react-router';
import { useWorkspaceSearch } from './useWorkspaceSearch';
import { SearchResultsList, type FlatItem } from './SearchResultsList';
import './search.css';

const SHORTCUT_LABEL = typeof navigator !== 'undefined' && /Mac|iPhone|iPad/u.test(navigator.userAgent) ? '⌘ K' : 'Ctrl K';

/** Ctrl+K (Cmd+K on a Mac) anywhere puts the cursor in the search. */
function useFocusShortcut(focus: () => void) {
  useEffect(() => {
    const onKey = (event: globalThis.KeyboardEvent) => {
      if ((event.ctrlKey || event.metaKey) && !event.altKey && !event.shiftKey && event.key.toLowerCase() === 'k') {
        event.preventDefault();
        focus();
      }
    };
    window.addEventListener('keydown', onKey);
    return () => window.removeEventListener('keydown', onKey);
  }, [focus]);
}

/** The top-bar search: mail, calendar, tasks, automations, documents, conversations and notebooks as you type. */
export function GlobalSearch() {
  const [text, setText] = useState('');
  const [open, setOpen] = useState(false);
  const [active, setActive] = useState(-1);
  const inputRef = useRef<InputRef>(null);
  const navigate = useNavigate();
  const listboxId = useId();
  const optionId = (index: number) => `${listboxId}-option-${index}`;
  const { token } = theme.useToken();
  const { q, query, pending } = useWorkspaceSearch(text);

  const items: FlatItem[] = useMemo(
    () => (query.data?.groups ?? []).flatMap((group) => group.items.map((item) => ({ ...item, groupLabel: group.label }))),
    [query.data],
  );

  useEffect(() => setActive(items.length > 0 ? 0 : -1), [items]);

  const focus = useMemo(
    () => () => {
      inputRef.current?.focus({ cursor: 'all' });
      setOpen(true);
    },
    [],
  );
  useFocusShortcut(focus);

  const hasText = text.trim() !== '';
  const showPopup = open && hasText;

  const openItem = (item: FlatItem | undefined) => {
    if (!item) return;
    setOpen(false);
    inputRef.current?.blur();
    void navigate(item.href);
  };

  const onKeyDown = (event: KeyboardEvent<HTMLInputElement>) => {
    if (event.key === 'ArrowDown' || event.key === 'ArrowUp') {
      event.preventDefault();
      setOpen(true);
      if (items.length === 0) return;
      const step = event.key === 'ArrowDown' ? 1 : -1;
      setActive((current) => (current + step + items.length) % items.length);
    } else if (event.key === 'Enter') {
      if (!showPopup || pending) return;
      event.preventDefault();
      openItem(items[active] ?? items[0]);
    } else if (event.key === 'Escape') {
      if (showPopup) {
        event.preventDefault();
        setOpen(false);
      } else if (text) {
        setText('');
      }
    }
  };

  const status = !showPopup
    ? ''
    : query.isError
      ? 'Search failed'
      : pending && !query.data
        ? 'Searching…'
        : items.length === 0 && !pending
          ? `No results for "${q.trim()}"`
          : `${items.length} result${items.length === 1 ? '' : 's'}`;

  return (
    <div className="global-search" data-testid="global-search">
      <Input
        ref={inputRef}
        value={text}
        onChange={(event) => {
          setText(event.target.value);
          setOpen(true);
        }}
        onFocus={() => setOpen(true)}
        onBlur={() => setOpen(false)}
        onKeyDown={onKeyDown}
        placeholder="Search conversations, documents..."
        prefix={<SearchOutlined aria-hidden />}
        suffix={pending && showPopup ? <Spin size="small" aria-hidden /> : <kbd className="global-search-kbd" aria-hidden>{SHORTCUT_LABEL}</kbd>}
        allowClear
        aria-label="Search the workspace"
        aria-keyshortcuts="Control+K Meta+K"
        role="combobox"
        aria-expanded={showPopup}
        aria-controls={listboxId}
        aria-autocomplete="list"
        aria-activedescendant={showPopup && active >= 0 && items[active] ? optionId(active) : undefined}
        autoComplete="off"
        spellCheck={false}
        data-testid="search-input"
      />
      <div className="ws-sr-only" role="status" aria-live="polite">
        {status}
      </div>
      {showPopup ? (
        <div
          className="global-search-popup"
          style={{ background: token.colorBgElevated, boxShadow: token.boxShadowSecondary, borderRadius: token.borderRadiusLG, color: token.colorText }}
          data-testid="search-results"
          // Keeps the focus in the field while a result is clicked.
          onMouseDown={(event) => event.preventDefault()}
        >
          {query.isError ? (
            <p className="global-search-note" role="alert">
              Search failed: {query.error.message}
            </p>
          ) : pending && !query.data ? (
            <p className="global-search-note">Searching…</p>
          ) : items.length === 0 && !pending ? (
            <p className="global-search-note">No results for “{q.trim()}”</p>
          ) : null}
          {query.isError || items.length === 0 ? (
            <div id={listboxId} role="listbox" aria-label="Search results" hidden />
          ) : (
            <SearchResultsList
              id={listboxId}
              groups={query.data?.groups ?? []}
              active={active}
              optionId={optionId}
              onHover={setActive}
              onOpen={(index) => openItem(items[index])}
              selectedBackground={token.controlItemBgActive}
              secondaryColor={token.colorTextSecondary}
            />
          )}
        </div>
      ) : (
        <div id={listboxId} role="listbox" aria-label="Search results" hidden />
      )}
    </div>
  );
}
