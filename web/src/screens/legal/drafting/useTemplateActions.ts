import { useState } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import { errorMessage } from '../../../api/ApiError';
import { useToast } from '../../../toast/useToast';
import { createTemplate, deleteTemplate, updateTemplate, uploadTemplateDocx, type Template, type TemplateInput } from '../api/templates';
import { legalKeys } from '../state/legalKeys';

/** Create, edit, delete templates and upload their Word files; each write refreshes the template list. */
export function useTemplateActions() {
  const client = useQueryClient();
  const toast = useToast();
  const [busyId, setBusyId] = useState<string | null>(null);
  const refresh = () => void client.invalidateQueries({ queryKey: legalKeys.templates() });
  const put = (template: Template) =>
    client.setQueryData<Template[]>(legalKeys.templates(), (list) => (list ? [template, ...list.filter((one) => one.id !== template.id)] : list));

  const save = async (id: string | null, input: TemplateInput) => {
    const template = id ? await updateTemplate(id, input) : await createTemplate(input);
    put(template);
    refresh();
    toast.success(id ? `Saved “${template.name}”.` : `Created the template “${template.name}”.`);
  };

  const run = async (template: Template, action: () => Promise<void>, failure: string) => {
    setBusyId(template.id);
    try {
      await action();
    } catch (error) {
      toast.error(`${failure}: ${errorMessage(error)}`);
    } finally {
      setBusyId(null);
      refresh();
    }
  };

  const remove = (template: Template) =>
    run(
      template,
      async () => {
        await deleteTemplate(template.id);
        client.setQueryData<Template[]>(legalKeys.templates(), (list) => list?.filter((one) => one.id !== template.id));
        toast.success(`Deleted “${template.name}”.`);
      },
      'Could not delete the template',
    );

  const setPublic = (template: Template, isPublic: boolean) =>
    run(
      template,
      async () => {
        put(await updateTemplate(template.id, { isPublic }));
      },
      'Could not change who sees the template',
    );

  const uploadDocx = (template: Template, file: File) =>
    run(
      template,
      async () => {
        put(await uploadTemplateDocx(template.id, file));
        toast.success(`“${file.name}” is now the Word file of “${template.name}”.`);
      },
      'Could not upload the Word file',
    );

  return { save, remove, setPublic, uploadDocx, busyId };
}
