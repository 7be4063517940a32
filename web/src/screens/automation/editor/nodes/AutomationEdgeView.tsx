import { memo } from 'react';
import { BaseEdge, EdgeLabelRenderer, getBezierPath, type EdgeProps, type EdgeTypes } from '@xyflow/react';
import { Tooltip } from 'antd';
import { WarningFilled } from '@ant-design/icons';
import { FLOW_EDGE_TYPE, type FlowEdge } from '../model/flowTypes';

/** A connection: red with a warning to hover when the validator found a problem with it, highlighted when a run went along it. */
const AutomationEdgeView = memo(function AutomationEdgeView({ id, data, selected, sourceX, sourceY, targetX, targetY, sourcePosition, targetPosition }: EdgeProps<FlowEdge>) {
  const [path, labelX, labelY] = getBezierPath({ sourceX, sourceY, sourcePosition, targetX, targetY, targetPosition });
  const problems = data?.problems ?? [];
  const className = ['ae-edge', problems.length > 0 && 'has-problems', data?.taken && 'is-taken', selected && 'is-selected'].filter(Boolean).join(' ');
  return (
    <>
      <BaseEdge id={id} path={path} className={className} />
      {problems.length > 0 ? (
        <EdgeLabelRenderer>
          <div className="ae-edge-problem nodrag nopan" style={{ transform: `translate(-50%, -50%) translate(${labelX}px, ${labelY}px)` }}>
            <Tooltip title={problems.join(' ')}>
              <WarningFilled aria-label={problems.join(' ')} data-testid="edge-problems" />
            </Tooltip>
          </div>
        </EdgeLabelRenderer>
      ) : null}
    </>
  );
});

export const EDGE_COMPONENTS = { [FLOW_EDGE_TYPE]: AutomationEdgeView } satisfies EdgeTypes;
