import { Button, Dropdown, type MenuProps } from 'antd';
import { DownOutlined, EditOutlined, FileAddOutlined } from '@ant-design/icons';
import type { TaskTemplate } from '../../../api/tasks';

interface Props {
  templates: TaskTemplate[] | undefined;
  loading: boolean;
  onPick(template: TaskTemplate): void;
  onSaveNew(): void;
  onManage(): void;
}

export function describeTemplate(template: TaskTemplate): string {
  const parts: string[] = [template.defaultPriority];
  if (template.defaultEstimatedTime) parts.push(`${template.defaultEstimatedTime} min`);
  if (template.defaultTags.length) parts.push(template.defaultTags.map((tag) => `#${tag}`).join(' '));
  return parts.join(' · ');
}

/** "From template": the built-ins (Meeting, Research, Review) and the user's own, plus "Save a template…". */
export function TemplateMenu({ templates = [], loading, onPick, onSaveNew, onManage }: Props) {
  const byId = new Map(templates.map((template) => [template.id, template]));
  const entry = (template: TaskTemplate) => ({
    key: template.id,
    label: (
      <span className="task-template-entry">
        <strong>{template.name}</strong>
        <span className="task-template-detail">{describeTemplate(template)}</span>
      </span>
    ),
  });
  const builtIn = templates.filter((template) => template.builtIn);
  const own = templates.filter((template) => !template.builtIn);
  const items: MenuProps['items'] = [
    { type: 'group', key: 'built-in', label: 'Built in', children: builtIn.map(entry) },
    ...(own.length ? [{ type: 'group' as const, key: 'own', label: 'Yours', children: own.map(entry) }] : []),
    { type: 'divider' },
    { key: 'save-new', label: 'Save a new template…', icon: <FileAddOutlined /> },
    ...(own.length ? [{ key: 'manage', label: 'Edit your templates…', icon: <EditOutlined /> }] : []),
  ];
  return (
    <Dropdown
      trigger={['click']}
      menu={{
        items,
        onClick: ({ key }) => {
          if (key === 'save-new') onSaveNew();
          else if (key === 'manage') onManage();
          else {
            const template = byId.get(key);
            if (template) onPick(template);
          }
        },
      }}
    >
      <Button loading={loading} data-testid="task-template-menu">
        From template <DownOutlined aria-hidden />
      </Button>
    </Dropdown>
  );
}
