import { Alert, Col, Row } from 'antd';
import type { AuditEntry } from '../../../api/auditTypes';
import type { DecisionRef } from '../state/decisionActors';
import { useDecision } from '../state/useDecision';
import { EntryFacts } from './EntryFacts';
import { WhatHappens } from './WhatHappens';

/** The expanded row: what will happen on the left, why and what came of it on the right. */
export function AuditEntryDetail({ entry, decision }: { entry: AuditEntry; decision: DecisionRef | undefined }) {
  const view = useDecision(decision);
  return (
    <div className="audit-detail" data-testid="audit-detail" data-audit-id={entry.id}>
      {view.error ? (
        <Alert
          type="error"
          showIcon
          closable={{ onClose: () => view.send({ type: 'DISMISS' }) }}
          style={{ marginBottom: 12 }}
          title="This entry was not decided"
          description={view.error}
          data-testid="audit-detail-error"
        />
      ) : null}
      <Row gutter={[24, 16]}>
        <Col xs={24} xl={14}>
          <WhatHappens entry={entry} decision={view} />
        </Col>
        <Col xs={24} xl={10}>
          <EntryFacts entry={entry} />
        </Col>
      </Row>
    </div>
  );
}
