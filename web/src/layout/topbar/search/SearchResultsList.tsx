import type { SearchGroup } from '../../../api/search';

export type FlatItem = SearchGroup['items'][number] & { groupLabel: string };

interface Props {
  id: string;
  groups: SearchGroup[];
  active: number;
  optionId(index: number): string;
  onHover(index: number): void;
  onOpen(index: number): void;
  selectedBackground: string;
  secondaryColor: string;
}

/** The results as one listbox, grouped by kind; the options are numbered across the groups. */
export function SearchResultsList({ id, groups, active, optionId, onHover, onOpen, selectedBackground, secondaryColor }: Props) {
  let index = -1;
  return (
    <div id={id} role="listbox" aria-label="Search results" className="global-search-list">
      {groups.map((group) => {
        const labelId = `${id}-${group.kind}`;
        return (
          <div key={group.kind} role="group" aria-labelledby={labelId} data-testid={`search-group-${group.kind}`}>
            <div id={labelId} className="global-search-group" role="presentation" style={{ color: secondaryColor }}>
              {group.label}
            </div>
            {group.items.map((item) => {
              index += 1;
              const at = index;
              return (
                <div
                  key={`${item.kind}:${item.id}:${item.href}`}
                  id={optionId(at)}
                  role="option"
                  aria-selected={at === active}
                  className="global-search-option"
                  style={at === active ? { background: selectedBackground } : undefined}
                  onMouseEnter={() => onHover(at)}
                  onClick={() => onOpen(at)}
                  data-testid="search-option"
                >
                  <span className="global-search-title">{item.title}</span>
                  {item.snippet ? (
                    <span className="global-search-snippet" style={{ color: secondaryColor }}>
                      {item.snippet}
                    </span>
                  ) : null}
                </div>
              );
            })}
          </div>
        );
      })}
    </div>
  );
}
