import { Button, Empty, Flex, List, Modal, Popconfirm, Typography } from 'antd';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { errorMessage } from '../../../api/ApiError';
import { deleteTemplate, type TaskTemplate } from '../../../api/tasks';
import { useToast } from '../../../toast/useToast';
import { taskKeys } from '../state/taskKeys';
import { describeTemplate } from './TemplateMenu';

interface Props {
  open: boolean;
  templates: TaskTemplate[];
  onEdit(template: TaskTemplate): void;
  onClose(): void;
}

/** The user's own templates, each to edit or delete (the built-ins stay as they are). */
export function ManageTemplatesModal({ open, templates, onEdit, onClose }: Props) {
  const client = useQueryClient();
  const toast = useToast();
  const remove = useMutation({
    mutationFn: (template: TaskTemplate) => deleteTemplate(template.id),
    onSuccess: (_reply, template) => toast.success(`Template “${template.name}” deleted`),
    onError: (error) => toast.error(`Could not delete the template: ${errorMessage(error)}`),
    onSettled: () => client.invalidateQueries({ queryKey: taskKeys.templates() }),
  });
  const own = templates.filter((template) => !template.builtIn);
  return (
    <Modal open={open} title="Your templates" footer={null} onCancel={onClose} destroyOnHidden>
      {own.length === 0 ? (
        <Empty description="You have no templates of your own yet." />
      ) : (
        <List
          dataSource={own}
          data-testid="task-templates-list"
          renderItem={(template) => (
            <List.Item
              actions={[
                <Button key="edit" size="small" onClick={() => onEdit(template)} aria-label={`Edit ${template.name}`}>
                  Edit
                </Button>,
                <Popconfirm
                  key="delete"
                  title={`Delete the template “${template.name}”?`}
                  description="Tasks already made from it keep their details."
                  okText="Delete"
                  okButtonProps={{ danger: true }}
                  onConfirm={() => remove.mutateAsync(template)}
                >
                  <Button size="small" danger aria-label={`Delete ${template.name}`}>
                    Delete
                  </Button>
                </Popconfirm>,
              ]}
            >
              <Flex vertical>
                <Typography.Text strong>{template.name}</Typography.Text>
                <Typography.Text type="secondary">{describeTemplate(template)}</Typography.Text>
              </Flex>
            </List.Item>
          )}
        />
      )}
    </Modal>
  );
}
