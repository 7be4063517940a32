import { useEffect } from 'react';
import { Form, Input, InputNumber, Modal, Select } from 'antd';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { TASK_PRIORITIES, TASK_STATUSES, type TaskPriority, type TaskStatus } from '../../../../../domain/tasks/task';
import { errorMessage } from '../../../api/ApiError';
import { createTemplate, updateTemplate, type TaskTemplate, type TemplateInput } from '../../../api/tasks';
import { useToast } from '../../../toast/useToast';
import { cleanTags } from '../parts/TagsControl';
import { taskKeys } from '../state/taskKeys';

interface Values {
  name: string;
  description?: string;
  defaultPriority: TaskPriority;
  defaultStatus: TaskStatus;
  defaultTags?: string[];
  defaultEstimatedTime?: number | null;
  defaultDueInDays?: number | null;
}

function valuesOf(template: TaskTemplate | null): Values {
  if (!template) return { name: '', description: '', defaultPriority: 'Medium', defaultStatus: 'To Do', defaultTags: [], defaultEstimatedTime: null, defaultDueInDays: null };
  return {
    name: template.name,
    description: template.description,
    defaultPriority: template.defaultPriority,
    defaultStatus: template.defaultStatus,
    defaultTags: template.defaultTags,
    defaultEstimatedTime: template.defaultEstimatedTime,
    defaultDueInDays: template.defaultDueInDays,
  };
}

/** A small form for the user's own template: a new one, or `template` to change. */
export function SaveTemplateModal({ open, template = null, onClose }: { open: boolean; template?: TaskTemplate | null; onClose(): void }) {
  const [form] = Form.useForm<Values>();
  // Every opening shows the template it is for (the form's store outlives one opening, and wins over initialValues).
  useEffect(() => {
    if (open) form.setFieldsValue(valuesOf(template));
  }, [open, template, form]);
  const client = useQueryClient();
  const toast = useToast();
  const save = useMutation({
    mutationFn: (input: TemplateInput) => (template ? updateTemplate(template.id, input) : createTemplate(input)),
    onSuccess: (template) => {
      toast.success(`Template “${template.name}” saved`);
      form.resetFields();
      onClose();
      return client.invalidateQueries({ queryKey: taskKeys.templates() });
    },
  });
  const submit = (values: Values) =>
    save.mutate({
      name: values.name.trim(),
      description: values.description?.trim() ?? '',
      defaultPriority: values.defaultPriority,
      defaultStatus: values.defaultStatus,
      defaultTags: cleanTags(values.defaultTags ?? []),
      defaultEstimatedTime: values.defaultEstimatedTime ?? null,
      defaultDueInDays: values.defaultDueInDays ?? null,
      defaultAssignedTo: null,
    });
  return (
    <Modal
      open={open}
      title={template ? `Edit “${template.name}”` : 'Save a template'}
      okText={template ? 'Save changes' : 'Save template'}
      onOk={() => form.submit()}
      onCancel={onClose}
      confirmLoading={save.isPending}
      destroyOnHidden
    >
      <Form<Values>
        form={form}
        layout="vertical"
        onFinish={submit}
        data-testid="task-template-form"
      >
        <Form.Item name="name" label="Name" rules={[{ required: true, whitespace: true, message: 'Give the template a name.' }]}>
          <Input maxLength={200} />
        </Form.Item>
        <Form.Item name="description" label="Description">
          <Input.TextArea rows={2} maxLength={2000} />
        </Form.Item>
        <Form.Item name="defaultPriority" label="Priority">
          <Select options={TASK_PRIORITIES.map((value) => ({ value, label: value }))} />
        </Form.Item>
        <Form.Item name="defaultStatus" label="Status">
          <Select options={TASK_STATUSES.map((value) => ({ value, label: value }))} />
        </Form.Item>
        <Form.Item name="defaultTags" label="Tags">
          <Select mode="tags" tokenSeparators={[',', ' ']} placeholder="Type a tag, then Enter" />
        </Form.Item>
        <Form.Item name="defaultEstimatedTime" label="Estimated time (minutes)">
          <InputNumber min={1} max={10_000} style={{ width: '100%' }} />
        </Form.Item>
        <Form.Item name="defaultDueInDays" label="Due in (days after it is made)">
          <InputNumber min={0} max={3650} style={{ width: '100%' }} />
        </Form.Item>
        {save.error ? <p role="alert" className="task-form-error">{errorMessage(save.error)}</p> : null}
      </Form>
    </Modal>
  );
}
