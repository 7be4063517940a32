import { Fragment } from 'react';
import { Handle, Position } from '@xyflow/react';
import { Tooltip } from 'antd';
import { WarningFilled } from '@ant-design/icons';
import type { NodeType } from '../../../../../../domain/automation/definition';
import { NODE_TYPES } from '../../../../../../domain/automation/node-types';
import type { FlowNodeData } from '../model/flowTypes';
import { NODE_VISUALS } from '../nodeVisuals';
import { NodeRunLine } from './NodeRunLine';

interface NodeShellProps {
  type: NodeType;
  data: FlowNodeData;
  selected: boolean;
  summary: string;
}

/** The body every node type shares: handles from NODE_TYPES, name, summary, problems badge and run state. */
export function NodeShell({ type, data, selected, summary }: NodeShellProps) {
  const spec = NODE_TYPES[type];
  const { node, problems, run } = data;
  const name = node.name.trim();
  const className = ['ae-node', `ae-node--${spec.kind}`, selected && 'is-selected', problems.length > 0 && 'has-problems', run && `is-${run.status}`]
    .filter(Boolean)
    .join(' ');
  const labelled = spec.outputs.length > 1;
  return (
    <div className={className} data-node-status={run?.status}>
      {spec.inputs.map((handle) => (
        <Handle key={handle.id} id={handle.id} type="target" position={Position.Top} className="ae-handle" title={`${handle.label} of ${name || spec.label}`} />
      ))}
      <div className="ae-node-head">
        <span className="ae-node-icon">{NODE_VISUALS[type].icon}</span>
        <span className="ae-node-type">{spec.label}</span>
        {problems.length > 0 ? (
          <Tooltip
            title={
              <ul className="ae-problem-list">
                {problems.map((message, index) => (
                  <li key={index}>{message}</li>
                ))}
              </ul>
            }
          >
            <span className="ae-node-problems" data-testid="node-problems" role="img" aria-label={`${problems.length} ${problems.length === 1 ? 'problem' : 'problems'}`}>
              <WarningFilled /> {problems.length}
            </span>
          </Tooltip>
        ) : null}
      </div>
      <div className="ae-node-name">{name || <span className="ae-node-unnamed">No name</span>}</div>
      <div className="ae-node-summary" title={summary}>
        {summary}
      </div>
      {run ? <NodeRunLine run={run} /> : null}
      {labelled ? <div className="ae-node-output-labels" /> : null}
      {spec.outputs.map((handle, index) => {
        const left = `${((index + 1) / (spec.outputs.length + 1)) * 100}%`;
        return (
          <Fragment key={handle.id}>
            {labelled ? (
              <span className={`ae-output-label ae-output-label--${handle.id}`} style={{ left }}>
                {handle.label}
              </span>
            ) : null}
            <Handle id={handle.id} type="source" position={Position.Bottom} style={{ left }} className={`ae-handle ae-handle--${handle.id}`} title={`${handle.label} of ${name || spec.label}: drag to the next step, or use Connect to… (C)`} />
          </Fragment>
        );
      })}
    </div>
  );
}
