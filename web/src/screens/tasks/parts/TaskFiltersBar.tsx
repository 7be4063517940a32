import { useEffect, useState, type Ref } from 'react';
import { Button, DatePicker, Flex, Input, Segmented, Select, type InputRef } from 'antd';
import { SearchOutlined } from '@ant-design/icons';
import dayjs from 'dayjs';
import { TASK_PRIORITIES, TASK_STATUSES } from '../../../../../domain/tasks/task';
import type { TaskTemplate } from '../../../api/tasks';
import { pickerDay } from '../state/dueDates';
import { EMPTY_FILTERS, hasFilters, type CompletedFilter, type TaskFilters } from '../state/taskParams';

interface Props {
  filters: TaskFilters;
  onChange(filters: TaskFilters): void;
  searchRef: Ref<InputRef>;
  templates: TaskTemplate[];
  knownTags: string[];
}

const COMPLETED: { value: CompletedFilter; label: string }[] = [
  { value: 'all', label: 'All' },
  { value: 'open', label: 'Open' },
  { value: 'done', label: 'Completed' },
];

/** Every filter of seed 000 §3 the screen offers; each change goes into the address. */
export function TaskFiltersBar({ filters, onChange, searchRef, templates, knownTags }: Props) {
  const [search, setSearch] = useState(filters.search);
  useEffect(() => setSearch(filters.search), [filters.search]);
  useEffect(() => {
    if (search === filters.search) return;
    const timer = setTimeout(() => onChange({ ...filters, search }), 300);
    return () => clearTimeout(timer);
  }, [search, filters, onChange]);
  const set = (changes: Partial<TaskFilters>) => onChange({ ...filters, ...changes });
  const moreSet = Boolean(filters.dueAfter || filters.dueBefore || filters.assignee || filters.template);
  const [moreOpen, setMoreOpen] = useState(moreSet);
  const showMore = moreOpen || moreSet;

  return (
    <Flex gap={8} wrap align="center" className="task-filters" data-testid="task-filters">
      <Input
        ref={searchRef}
        allowClear
        value={search}
        onChange={(event) => setSearch(event.target.value)}
        placeholder="Search tasks"
        aria-label="Search tasks"
        prefix={<SearchOutlined aria-hidden />}
        className="task-filter-search"
        data-testid="task-search"
      />
      <Select
        mode="multiple"
        allowClear
        value={filters.status}
        onChange={(status) => set({ status })}
        options={TASK_STATUSES.map((value) => ({ value, label: value }))}
        placeholder="Status"
        aria-label="Filter by status"
        className="task-filter-select"
        maxTagCount="responsive"
      />
      <Select
        mode="multiple"
        allowClear
        value={filters.priority}
        onChange={(priority) => set({ priority })}
        options={TASK_PRIORITIES.map((value) => ({ value, label: value }))}
        placeholder="Priority"
        aria-label="Filter by priority"
        className="task-filter-select"
        maxTagCount="responsive"
      />
      <Select
        mode="tags"
        allowClear
        value={filters.tags}
        onChange={(tags) => set({ tags })}
        options={knownTags.map((value) => ({ value, label: `#${value}` }))}
        placeholder="Tags"
        aria-label="Filter by tags"
        className="task-filter-select"
        maxTagCount="responsive"
      />
      <Segmented<CompletedFilter>
        value={filters.completed}
        onChange={(completed) => set({ completed })}
        options={COMPLETED}
        aria-label="Completed tasks"
      />
      <Button type="text" onClick={() => setMoreOpen(!showMore)} aria-expanded={showMore} disabled={moreSet} data-testid="task-more-filters">
        {showMore ? 'Fewer filters' : 'More filters'}
      </Button>
      {showMore ? (
        <>
          <DatePicker
            value={filters.dueAfter ? dayjs(filters.dueAfter) : null}
            onChange={(value) => set({ dueAfter: pickerDay(value) })}
            placeholder="Due from"
            aria-label="Due on or after"
            className="task-filter-date"
          />
          <DatePicker
            value={filters.dueBefore ? dayjs(filters.dueBefore) : null}
            onChange={(value) => set({ dueBefore: pickerDay(value) })}
            placeholder="Due until"
            aria-label="Due on or before"
            className="task-filter-date"
          />
          <Input
            allowClear
            value={filters.assignee}
            onChange={(event) => set({ assignee: event.target.value })}
            placeholder="Assigned to"
            aria-label="Filter by assignee"
            className="task-filter-assignee"
          />
          <Select
            allowClear
            value={filters.template || undefined}
            onChange={(template) => set({ template: template ?? '' })}
            options={templates.map((template) => ({ value: template.id, label: template.name }))}
            placeholder="Template"
            aria-label="Filter by template"
            className="task-filter-select"
          />
        </>
      ) : null}
      {hasFilters(filters) ? (
        <Button type="link" onClick={() => onChange(EMPTY_FILTERS)} data-testid="task-clear-filters">
          Clear filters
        </Button>
      ) : null}
    </Flex>
  );
}
