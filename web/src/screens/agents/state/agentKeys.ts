/** Cache key of the agent list, shared by the Agents screen, the audit filters and "Ask agent to reply". */
export const AGENTS_KEY = 'agents:list';
