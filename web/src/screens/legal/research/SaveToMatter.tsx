import { useState } from 'react';
import { Button, Flex, Select } from 'antd';
import { SaveOutlined } from '@ant-design/icons';
import type { CaseLawResult, Matter } from '../api/cases';
import { GENERAL_RESEARCH } from '../common/caseWords';

interface SaveToMatterProps {
  result: CaseLawResult;
  matters: Matter[];
  saving: boolean;
  onSave(matterId: string | null): void;
}

const GENERAL = '__general__';

/** A matter (or general research) to save one case result to, and the button that saves it. */
export function SaveToMatter({ result, matters, saving, onSave }: SaveToMatterProps) {
  // Until the person picks, the first matter (or general research when there is none).
  const [choice, setChoice] = useState<string | null>(null);
  const options = [
    ...matters.map((matter) => ({ value: matter.id, label: matter.number ? `${matter.name} (${matter.number})` : matter.name })),
    { value: GENERAL, label: GENERAL_RESEARCH },
  ];
  const value = choice !== null && options.some((option) => option.value === choice) ? choice : (options[0]?.value ?? GENERAL);
  return (
    <Flex gap={8} wrap align="center">
      <Select
        value={value}
        options={options}
        onChange={setChoice}
        aria-label={`Matter to save ${result.name} to`}
        style={{ minWidth: 200, maxWidth: '100%' }}
        data-testid="case-save-matter"
      />
      <Button icon={<SaveOutlined />} loading={saving} onClick={() => onSave(value === GENERAL ? null : value)} data-testid="case-save">
        Save to matter
      </Button>
    </Flex>
  );
}
