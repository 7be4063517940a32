import { useMemo, useRef, useState } from 'react';
import { Alert, App, Button, Card, Flex, Segmented, Skeleton, Switch, Typography, type InputRef } from 'antd';
import { AppstoreOutlined, UnorderedListOutlined } from '@ant-design/icons';
import type { Task } from '../../../../domain/tasks/task';
import { errorMessage } from '../../api/ApiError';
import type { TaskChanges, TaskTemplate } from '../../api/tasks';
import { useUserCache } from '../../data/useUserCache';
import { useUserTimeZone } from '../../settings/useUserTimeZone';
import { usePageTitle } from '../../navigation/usePageTitle';
import { useThemeVars } from '../../theme/useThemeVars';
import { useToast } from '../../toast/useToast';
import { TaskDrawer } from './detail/TaskDrawer';
import { TaskBoardView, TaskListView, type TaskViewProps } from './list/TaskViews';
import { BulkBar } from './parts/BulkBar';
import { QuickAdd } from './parts/QuickAdd';
import { ShortcutsHelp } from './parts/ShortcutsHelp';
import { TaskFiltersBar } from './parts/TaskFiltersBar';
import { TasksEmpty } from './parts/TasksEmpty';
import { dueLabel } from './state/dueDates';
import { EMPTY_FILTERS, hasFilters, type TaskView } from './state/taskParams';
import { countText } from './state/taskText';
import { useShortcuts } from './state/useShortcuts';
import { useSelection } from './state/useSelection';
import { useTaskActions } from './state/useTaskActions';
import { useTaskParams } from './state/useTaskParams';
import { useTaskList, useTemplates } from './state/useTasks';
import { ManageTemplatesModal } from './templates/ManageTemplatesModal';
import { SaveTemplateModal } from './templates/SaveTemplateModal';
import { TemplateMenu } from './templates/TemplateMenu';
import './tasks.css';

const NO_TASKS: Task[] = [];

/** /tasks: the user's tasks as a list or a board, with quick add, filters, templates and bulk actions. */
export function TasksPage() {
  usePageTitle('Tasks');
  useUserCache();
  const vars = useThemeVars();
  const toast = useToast();
  const { modal } = App.useApp();
  const params = useTaskParams();
  const zone = useUserTimeZone();
  const list = useTaskList(params.filters);
  const templates = useTemplates();
  const actions = useTaskActions();
  const tasks = list.data ?? NO_TASKS;
  const selection = useSelection(tasks);
  const [editingId, setEditingId] = useState<string | null>(null);
  const [helpOpen, setHelpOpen] = useState(false);
  // The template form: closed, a new template, or one of the user's to change.
  const [templateForm, setTemplateForm] = useState<{ template: TaskTemplate | null } | null>(null);
  const [managingTemplates, setManagingTemplates] = useState(false);
  const quickAddRef = useRef<InputRef>(null);
  const searchRef = useRef<InputRef>(null);
  const knownTags = useMemo(() => [...new Set(tasks.flatMap((task) => task.tags))].sort(), [tasks]);

  const change = (task: Task, changes: TaskChanges) => actions.update.mutate({ taskId: task.id, changes });
  const toggleDone = (task: Task) =>
    task.status === 'Done' ? change(task, { status: 'To Do' }) : actions.transition.mutate({ taskId: task.id, to: 'complete' });
  const focusTask = (taskId: string) =>
    requestAnimationFrame(() => document.querySelector<HTMLElement>(`[data-task-id="${CSS.escape(taskId)}"] [data-testid="task-title"]`)?.focus());
  const confirmDelete = (ids: string[]) => {
    if (!ids.length) return;
    modal.confirm({
      title: `Delete ${countText(ids.length, 'task')}?`,
      content: 'Their subtasks are deleted too.',
      okText: 'Delete',
      okButtonProps: { danger: true },
      cancelText: 'Keep them',
      onOk: () => actions.bulk.mutateAsync({ taskIds: ids, action: 'delete' }).then(() => selection.clear()),
    });
  };
  const current = () => tasks.find((task) => task.id === selection.cursorId);
  const setView = (view: TaskView) => params.setView(view);

  useShortcuts({
    focusQuickAdd: () => quickAddRef.current?.focus(),
    focusSearch: () => searchRef.current?.focus(),
    moveCursor: (by) => {
      const id = selection.step(by);
      if (id) focusTask(id);
    },
    toggleSelect: () => {
      const task = current();
      if (task) selection.select(task.id, !selection.selected.has(task.id));
    },
    edit: () => setEditingId(selection.cursorId),
    open: () => selection.cursorId && params.openTask(selection.cursorId),
    complete: () => {
      const task = current();
      if (task && task.status !== 'Done') actions.transition.mutate({ taskId: task.id, to: 'complete' });
    },
    deleteSelected: () => confirmDelete(selection.selected.size ? [...selection.selected] : selection.cursorId ? [selection.cursorId] : []),
    toggleView: () => setView(params.view === 'board' ? 'list' : 'board'),
    showHelp: () => setHelpOpen(true),
  });

  const viewProps: TaskViewProps = {
    tasks,
    zone,
    selected: selection.selected,
    cursorId: selection.cursorId,
    editingId,
    onSelect: selection.select,
    onCursor: selection.setCursor,
    onEditing: setEditingId,
    onComplete: toggleDone,
    onChange: change,
    onOpen: params.openTask,
    onMove: (taskId, move) => actions.move.mutate({ taskId, to: move }),
  };

  let body;
  if (list.isPending) {
    body = (
      <Card data-testid="tasks-loading" role="status" aria-busy="true" aria-label="Loading tasks">
        <Skeleton active paragraph={{ rows: 6 }} />
      </Card>
    );
  } else if (list.isError && !list.data) {
    body = (
      <Alert
        type="error"
        showIcon
        title="Could not load your tasks"
        description={errorMessage(list.error)}
        action={<Button onClick={() => void list.refetch()}>Retry</Button>}
        data-testid="tasks-error"
      />
    );
  } else if (!tasks.length) {
    body = <TasksEmpty filtered={hasFilters(params.filters)} onClear={() => params.setFilters(EMPTY_FILTERS)} />;
  } else if (params.view === 'board') {
    body = <TaskBoardView {...viewProps} />;
  } else {
    body = <TaskListView {...viewProps} grouped={params.group === 'status'} />;
  }

  return (
    <Flex vertical gap={16} style={vars} className="tasks-screen" data-testid="tasks-screen" data-view={params.view}>
      <Flex justify="space-between" align="flex-end" gap={12} wrap>
        <div>
          <Typography.Title level={2} style={{ margin: 0 }}>
            Tasks
          </Typography.Title>
          <Typography.Text type="secondary" data-testid="tasks-count">
            {list.data ? countText(tasks.length, 'task') : list.isError ? 'Not loaded' : 'Loading…'}
          </Typography.Text>
        </div>
        <Flex gap={8} wrap align="center">
          <Segmented<TaskView>
            value={params.view}
            onChange={setView}
            aria-label="View"
            data-testid="task-view-switch"
            options={[
              { value: 'list', label: 'List', icon: <UnorderedListOutlined /> },
              { value: 'board', label: 'Board', icon: <AppstoreOutlined /> },
            ]}
          />
          {params.view === 'list' ? (
            <label className="task-group-switch">
              <Switch size="small" checked={params.group === 'status'} onChange={(on) => params.setGroup(on ? 'status' : 'none')} /> Group by status
            </label>
          ) : null}
          <TemplateMenu
            templates={templates.data}
            loading={templates.isPending || actions.fromTemplate.isPending}
            onPick={(template) => actions.fromTemplate.mutate(template.id)}
            onSaveNew={() => setTemplateForm({ template: null })}
            onManage={() => setManagingTemplates(true)}
          />
          <ShortcutsHelp open={helpOpen} onOpenChange={setHelpOpen} />
        </Flex>
      </Flex>
      <QuickAdd
        inputRef={quickAddRef}
        busy={actions.quickAdd.isPending}
        onAdd={(text) => actions.quickAdd.mutateAsync(text)}
        onAdded={(task) => {
          selection.setCursor(task.id);
          const due = task.dueDate ? ` — due ${dueLabel(task.dueDate, zone, false).text}` : '';
          toast.success(`Added “${task.title}”${due}`);
        }}
      />
      <TaskFiltersBar filters={params.filters} onChange={params.setFilters} searchRef={searchRef} templates={templates.data ?? []} knownTags={knownTags} />
      <BulkBar
        count={selection.selected.size}
        busy={actions.bulk.isPending}
        onClear={selection.clear}
        onRun={(request) => {
          const taskIds = [...selection.selected];
          if (request.action === 'delete') actions.bulk.mutate({ ...request, taskIds }, { onSuccess: () => selection.clear() });
          else actions.bulk.mutate({ ...request, taskIds });
        }}
      />
      {body}
      <TaskDrawer taskId={params.taskId} zone={zone} actions={actions} knownTags={knownTags} onClose={() => params.openTask(null)} />
      <SaveTemplateModal open={templateForm !== null} template={templateForm?.template ?? null} onClose={() => setTemplateForm(null)} />
      <ManageTemplatesModal
        open={managingTemplates}
        templates={templates.data ?? []}
        onEdit={(template) => setTemplateForm({ template })}
        onClose={() => setManagingTemplates(false)}
      />
    </Flex>
  );
}
