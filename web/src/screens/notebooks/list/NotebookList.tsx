import { useRef } from 'react';
import { App, Alert, Button, Dropdown, Empty, Flex, Input, Segmented, Skeleton, Typography } from 'antd';
import { DeleteOutlined, DownOutlined, ImportOutlined, PlusOutlined, StarFilled } from '@ant-design/icons';
import { Link } from 'react-router';
import type { NotebookFilters, NotebookSummary } from '../../../api/notebooks';
import { errorMessage } from '../../../api/ApiError';

interface Props {
  filters: NotebookFilters;
  onFilters(filters: NotebookFilters): void;
  notebooks: NotebookSummary[] | undefined;
  loading: boolean;
  error: unknown;
  templates: NotebookSummary[];
  selectedId: string | null;
  creating: boolean;
  onCreate(templateId?: string): void;
  onImport(file: File): void;
  onDelete(notebook: NotebookSummary): void;
}

type View = 'all' | 'favorites' | 'archived';

/** The notebook list: search, favourites, archived, new (blank or from a template), import, delete with confirmation. */
export function NotebookList({ filters, onFilters, notebooks, loading, error, templates, selectedId, creating, onCreate, onImport, onDelete }: Props) {
  const { modal } = App.useApp();
  const fileRef = useRef<HTMLInputElement>(null);
  const view: View = filters.archived ? 'archived' : filters.favorites ? 'favorites' : 'all';
  const setView = (next: View) => onFilters({ ...filters, favorites: next === 'favorites', archived: next === 'archived' });
  const confirmDelete = (notebook: NotebookSummary) =>
    modal.confirm({
      title: `Delete “${notebook.title}”?`,
      content: 'Its sections and blocks are deleted with it. This cannot be undone.',
      okText: 'Delete notebook',
      okButtonProps: { danger: true },
      onOk: () => onDelete(notebook),
    });
  return (
    <nav className="notebook-list" aria-label="Notebooks">
      <Flex gap={8} wrap>
        <Dropdown.Button
          type="primary"
          loading={creating}
          onClick={() => onCreate()}
          icon={<DownOutlined />}
          buttonsRender={([left, right]) => [left, <span key="more" aria-label="New from template">{right}</span>]}
          menu={{
            items: templates.length ? templates.map((template) => ({ key: template.id, label: `From “${template.title}”` })) : [{ key: 'none', label: 'No templates yet: turn on “Template” in a notebook', disabled: true }],
            onClick: ({ key }) => onCreate(key),
          }}
        >
          <PlusOutlined aria-hidden /> New notebook
        </Dropdown.Button>
        <Button icon={<ImportOutlined />} onClick={() => fileRef.current?.click()}>
          Import
        </Button>
        <input
          ref={fileRef}
          type="file"
          accept="application/json,.json"
          hidden
          aria-label="Notebook file to import"
          onChange={(event) => {
            const file = event.target.files?.[0];
            if (file) onImport(file);
            event.target.value = '';
          }}
        />
      </Flex>
      <Input.Search allowClear placeholder="Search notebooks" aria-label="Search notebooks" defaultValue={filters.search} onSearch={(search) => onFilters({ ...filters, search })} onChange={(event) => event.target.value === '' && onFilters({ ...filters, search: '' })} />
      <Segmented<View>
        block
        value={view}
        onChange={setView}
        options={[
          { label: 'All', value: 'all' },
          { label: 'Favourites', value: 'favorites' },
          { label: 'Archived', value: 'archived' },
        ]}
        aria-label="Which notebooks"
      />
      {loading && !notebooks ? (
        <Skeleton active />
      ) : error ? (
        <Alert type="error" showIcon message="Your notebooks could not be loaded." description={errorMessage(error)} />
      ) : !notebooks?.length ? (
        <Empty description={filters.search ? 'No notebook matches your search.' : view === 'archived' ? 'No archived notebooks.' : view === 'favorites' ? 'No favourites yet.' : 'No notebooks yet. Create your first one.'} />
      ) : (
        <ul className="notebook-list-items">
          {notebooks.map((notebook) => (
            <li key={notebook.id} className={notebook.id === selectedId ? 'is-selected' : undefined}>
              <Link to={`/notebooks/${notebook.id}`} aria-current={notebook.id === selectedId ? 'page' : undefined}>
                {notebook.isFavorite && <StarFilled className="notebook-star" aria-label="Favourite" />} {notebook.title}
                <Typography.Text type="secondary" className="notebook-list-date">
                  {new Date(notebook.lastModified).toLocaleDateString(undefined, { month: 'short', day: 'numeric' })}
                  {notebook.isTemplate ? ' · template' : ''}
                </Typography.Text>
              </Link>
              <Button type="text" size="small" icon={<DeleteOutlined />} aria-label={`Delete ${notebook.title}`} onClick={() => confirmDelete(notebook)} />
            </li>
          ))}
        </ul>
      )}
    </nav>
  );
}
