/** What an audit entry records about its action, as stored and as the Audit Queue reads it. */
export interface AuditDetails {
  params: Record<string, unknown>;
  /** The agent's type, or 'automation' for an automation's approval step. */
  agentType: string;
  agentName?: string;
  result?: unknown;
  error?: string;
  /** What will happen, concretely (the e-mail to be sent, the event before and after); its shape depends on the action. */
  preview?: unknown;
  /** Why the agent proposed it. */
  reason?: string;
  confidence?: number | null;
  /** Parameters a person changed before approving. */
  editedParams?: Record<string, unknown>;
  /** An automation's approval step (action type 'automation.approval'): what the person is asked, and where it came from. */
  note?: string;
  automationName?: string;
  automationId?: string;
  runId?: string;
  nodeId?: string;
}
