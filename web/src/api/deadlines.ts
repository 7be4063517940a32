import type { ChainDeadline, DeadlineChain, DeadlineChange, RememberScope } from '../../../domain/deadline-chains/view';
import type { ChainSource, WaitingChain, WaitingChains } from '../../../domain/deadline-chains/waiting';
import { apiRequest } from './client';

export type { ChainDeadline, ChainSource, DeadlineChain, DeadlineChange, RememberScope, WaitingChain, WaitingChains };

const chainPath = (chainId: string) => `/api/deadline-chains/${encodeURIComponent(chainId)}`;

/** The deadline chains a hearing event set off (usually one; a trial after an MSC adds another). */
export async function fetchChainsForEvent(eventId: string, signal?: AbortSignal): Promise<DeadlineChain[]> {
  const query = new URLSearchParams({ eventId });
  return (await apiRequest<{ chains: DeadlineChain[] }>(`/api/deadline-chains?${query.toString()}`, { signal })).chains;
}

/** The chains proposed from one analysed notice. */
export async function fetchChainsForNotice(accountId: string, messageId: string, signal?: AbortSignal): Promise<DeadlineChain[]> {
  const query = new URLSearchParams({ accountId, messageId });
  return (await apiRequest<{ chains: DeadlineChain[] }>(`/api/deadline-chains?${query.toString()}`, { signal })).chains;
}

/** The chains waiting for the person to accept or decline them, the soonest hearing first. */
export async function fetchWaitingChains(signal?: AbortSignal, limit = 100): Promise<WaitingChains> {
  return apiRequest<WaitingChains>(`/api/deadline-chains/waiting?limit=${limit}`, { signal });
}

export async function fetchChainChanges(chainId: string, signal?: AbortSignal): Promise<DeadlineChange[]> {
  return (await apiRequest<{ changes: DeadlineChange[] }>(`${chainPath(chainId)}/changes`, { signal })).changes;
}

export interface AcceptInput {
  ruleIds?: string[];
  remember?: RememberScope | null;
}

export async function acceptChain(chainId: string, input: AcceptInput): Promise<DeadlineChain> {
  return (await apiRequest<{ chain: DeadlineChain }>(`${chainPath(chainId)}/accept`, { method: 'POST', body: input })).chain;
}

export async function dismissChain(chainId: string, ruleIds?: string[]): Promise<DeadlineChain> {
  return (await apiRequest<{ chain: DeadlineChain }>(`${chainPath(chainId)}/dismiss`, { method: 'POST', body: ruleIds ? { ruleIds } : {} })).chain;
}

export async function decideReschedule(chainId: string, decision: 'apply' | 'discard'): Promise<DeadlineChain> {
  return (await apiRequest<{ chain: DeadlineChain }>(`${chainPath(chainId)}/reschedule/${decision}`, { method: 'POST', body: {} })).chain;
}

export async function editDeadlineDate(deadlineId: string, dueDate: string): Promise<ChainDeadline> {
  return (await apiRequest<{ deadline: ChainDeadline }>(`/api/chain-deadlines/${encodeURIComponent(deadlineId)}`, { method: 'PATCH', body: { dueDate } })).deadline;
}
