import { useRef, useState } from 'react';
import { useNavigate } from 'react-router';
import { Alert, Button, Flex, Modal } from 'antd';
import { ImportOutlined } from '@ant-design/icons';
import type { AutomationExport } from '../../../../../domain/automation/contract';
import type { ValidationProblem } from '../../../../../domain/automation/validate-context';
import { errorMessage } from '../../../api/ApiError';
import { DefinitionRejected, importAutomation } from '../../../api/automations';
import { useToast } from '../../../toast/useToast';
import { builderRoute } from '../automationRoutes';
import { ProblemList } from '../ProblemList';
import { useAutomationActions } from '../state/useAutomationActions';
import { useCreateAutomation, type BuilderLocationState } from '../state/useCreateAutomation';
import { readExportFile } from './readExportFile';

interface Refusal {
  error: string;
  problems: ValidationProblem[];
  /** A file whose definition reads well but has problems: it can still be opened as a draft. */
  file: AutomationExport | null;
}

/** Imports an exported automation from a JSON file, saying what is wrong with a file that does not import. */
export function ImportButton() {
  const input = useRef<HTMLInputElement>(null);
  const [busy, setBusy] = useState(false);
  const [refusal, setRefusal] = useState<Refusal | null>(null);
  const navigate = useNavigate();
  const toast = useToast();
  const actions = useAutomationActions();
  const create = useCreateAutomation();

  const importFile = async (chosen: File) => {
    const read = readExportFile(await chosen.text());
    if (!read.ok) {
      setRefusal({ error: read.error, problems: read.problems, file: null });
      return;
    }
    try {
      const detail = await importAutomation(read.file);
      actions.remember(detail);
      toast.success(`${detail.name} imported`);
      const draft = detail.currentVersion === 0 ? read.file.definition : undefined;
      navigate(builderRoute(detail.id), { state: { draft } satisfies BuilderLocationState });
    } catch (error) {
      if (error instanceof DefinitionRejected) setRefusal({ error: error.message, problems: error.problems, file: read.file });
      else setRefusal({ error: errorMessage(error), problems: [], file: null });
    }
  };

  const onChosen = async (files: FileList | null) => {
    const chosen = files?.[0];
    if (input.current) input.current.value = '';
    if (!chosen) return;
    setBusy(true);
    try {
      await importFile(chosen);
    } finally {
      setBusy(false);
    }
  };

  const openAsDraft = async (file: AutomationExport) => {
    await create({ name: file.name, description: file.description, timeZone: file.timeZone, definition: file.definition });
    setRefusal(null);
  };

  return (
    <>
      <input ref={input} type="file" accept=".json,application/json" hidden onChange={(event) => void onChosen(event.target.files)} data-testid="automation-import-file" />
      <Button icon={<ImportOutlined />} loading={busy} onClick={() => input.current?.click()} data-testid="automation-import">
        Import
      </Button>
      <Modal
        open={refusal !== null}
        title="The automation was not imported"
        onCancel={() => setRefusal(null)}
        footer={
          <Flex justify="flex-end" gap={8}>
            <Button onClick={() => setRefusal(null)}>Close</Button>
            {refusal?.file ? (
              <Button type="primary" onClick={() => void openAsDraft(refusal.file!)} data-testid="automation-import-as-draft">
                Open it in the builder to fix
              </Button>
            ) : null}
          </Flex>
        }
        data-testid="automation-import-refusal"
      >
        {refusal ? (
          <Flex vertical gap={12}>
            <Alert type="error" showIcon title={refusal.error} data-testid="automation-import-error" />
            <ProblemList problems={refusal.problems} definition={refusal.file?.definition} title="What is wrong with it" />
          </Flex>
        ) : null}
      </Modal>
    </>
  );
}
