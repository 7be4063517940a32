import { useMemo, useState } from 'react';
import { Empty, Form, Modal, Radio, Typography } from 'antd';
import type { AutomationDefinition, AutomationNode } from '../../../../../../domain/automation/definition';
import { NODE_TYPES } from '../../../../../../domain/automation/node-types';
import { connectionRefusal, type ConnectionRefusal } from '../model/connectionRules';

const REFUSAL_WORDS: Readonly<Record<ConnectionRefusal, string>> = {
  'missing-node': 'gone',
  'self-loop': 'the same step',
  'not-an-output': 'no such output',
  'not-an-input': 'takes no input',
  'output-full': 'this output is already connected',
  duplicate: 'already connected',
  cycle: 'would make a loop',
};

export interface ConnectChoice {
  source: string;
  sourceHandle: string | null;
  target: string;
}

interface ConnectDialogProps {
  definition: AutomationDefinition;
  /** The step whose output is connected; null: closed. */
  source: AutomationNode | null;
  onConnect(choice: ConnectChoice): void;
  onClose(): void;
}

/**
 * "Connect to…": draws a connection without a mouse. Pick the output (when the step has several) and the
 * step it leads to; steps it cannot lead to are listed, disabled, with the reason.
 */
export function ConnectDialog({ definition, source, onConnect, onClose }: ConnectDialogProps) {
  const outputs = source ? NODE_TYPES[source.type].outputs : [];
  const [output, setOutput] = useState<string | null>(null);
  const [target, setTarget] = useState<string | null>(null);
  const chosenOutput = output ?? outputs[0]?.id ?? null;

  const targets = useMemo(() => {
    if (!source) return [];
    return definition.nodes
      .filter((node) => node.id !== source.id && NODE_TYPES[node.type].inputs.length > 0)
      .map((node) => ({ node, refusal: connectionRefusal(definition, { source: source.id, sourceHandle: chosenOutput, target: node.id, targetHandle: null }) }));
  }, [chosenOutput, definition, source]);

  const close = () => {
    setOutput(null);
    setTarget(null);
    onClose();
  };
  const usable = target !== null && targets.some((item) => item.node.id === target && item.refusal === null);

  return (
    <Modal
      open={source !== null}
      title={source ? `Connect “${source.name}” to…` : 'Connect to…'}
      okText="Connect"
      okButtonProps={{ disabled: !usable, id: 'connect-dialog-ok' }}
      onOk={() => {
        if (!source || !usable) return;
        onConnect({ source: source.id, sourceHandle: chosenOutput, target: target! });
        close();
      }}
      onCancel={close}
      destroyOnHidden
      data-testid="connect-dialog"
    >
      {source && outputs.length === 0 ? (
        <Typography.Paragraph>{NODE_TYPES[source.type].label} steps end the automation: nothing follows them.</Typography.Paragraph>
      ) : (
        <Form layout="vertical">
          {outputs.length > 1 ? (
            <Form.Item label="From which outcome">
              <Radio.Group
                value={chosenOutput}
                onChange={(event) => setOutput(String(event.target.value))}
                options={outputs.map((handle) => ({ value: handle.id, label: handle.label }))}
                aria-label="From which outcome"
                data-testid="connect-output"
              />
            </Form.Item>
          ) : null}
          <Form.Item label="To the step">
            {targets.length === 0 ? (
              <Empty image={Empty.PRESENTED_IMAGE_SIMPLE} description="There is no other step to connect to yet." />
            ) : (
              <Radio.Group value={target} onChange={(event) => setTarget(String(event.target.value))} aria-label="To the step" className="ae-connect-targets" data-testid="connect-targets">
                {targets.map(({ node, refusal }) => (
                  <Radio key={node.id} value={node.id} disabled={refusal !== null} data-testid="connect-target">
                    {node.name} <Typography.Text type="secondary">({NODE_TYPES[node.type].label}{refusal ? `: ${REFUSAL_WORDS[refusal]}` : ''})</Typography.Text>
                  </Radio>
                ))}
              </Radio.Group>
            )}
          </Form.Item>
        </Form>
      )}
    </Modal>
  );
}
