import { ApplicationFailure } from '@temporalio/activity';
import { AREA_SAMPLING, samplingParams } from '../../../domain/ai/sampling';
import { analyseEmailOffline } from '../../../domain/analysis/offline-analyser';
import { summariseKeyPoints } from '../../../domain/analysis/offline/key-points';
import type { AnalysableEmail } from '../../../domain/analysis/types';
import { createAiClient, type AiConfig } from '../../ai/ai-config';
import { withRateLimitRetry } from '../../ai/rate-limited';
import type { MailDeps } from '../../mail/mail-deps';
import { openMailProvider } from '../../mail/provider-factory';
import { optionalString } from '../params';
import { draftInstructions, personalStyle } from '../../../domain/learning/personality';
import { loadPersonality } from '../../learning/views';

const INSTRUCTIONS: Record<string, string> = {
  'ai.summarise': 'Summarise the following for a busy attorney in three sentences or fewer.',
  'ai.classify': 'Classify the following into one short category (e.g. Hearing Notice, Deposition, Billing, Client Communication). Answer with the category only.',
  'ai.draft': 'Draft a brief, professional reply or note for an attorney to review. Do not invent facts.',
};

/** The agent's own prompts (the Created agent's basePrompt and customPrompt), when the action has an agent. */
export interface AgentPrompts {
  systemPrompt?: string;
  customPrompt?: string;
}

/** The agent's prompts come first, then what this action asks for. */
export function withAgentPrompts(instructions: string, prompts: AgentPrompts | undefined): string {
  const own = [prompts?.systemPrompt, prompts?.customPrompt].map((part) => part?.trim() ?? '').filter((part) => part !== '');
  return [...own, instructions].join('\n\n');
}

/** Text actions: through the AI model when one is configured, else the offline analyser. */
export async function runAiTextAction(
  deps: MailDeps & { ai: AiConfig },
  userId: string,
  type: string,
  params: Record<string, unknown>,
  prompts?: AgentPrompts,
): Promise<{ text: string; analyser: string }> {
  const email = await sourceEmail(deps, userId, params);
  const client = createAiClient(deps.ai);
  if (client) {
    const base = INSTRUCTIONS[type] ?? INSTRUCTIONS['ai.draft']!;
    // A draft is written in the person's own communication style (tone, verbosity), when known.
    const task = type === 'ai.draft' ? draftInstructions(base, personalStyle(await loadPersonality(deps.db, userId))) : base;
    const instructions = withAgentPrompts(task, prompts);
    const completion = await withRateLimitRetry(() =>
      client.chat.completions.create({
        model: deps.ai.model,
        ...samplingParams(AREA_SAMPLING.agentTextCompletion),
        messages: [
          { role: 'system', content: instructions },
          { role: 'user', content: `${email.subject}\n\n${email.text}` },
        ],
      }),
    );
    const text = completion.choices[0]?.message?.content?.trim();
    if (!text) throw ApplicationFailure.nonRetryable('AI service returned no text', 'InvalidAiResponse');
    return { text, analyser: `openai:${deps.ai.model}` };
  }
  const analysis = analyseEmailOffline(email);
  // A notice is summarised by what it announces; notes and status updates by the points they list.
  const summary = analysis.isMeeting ? analysis.summary : (summariseKeyPoints(email.subject, email.text) ?? analysis.summary);
  const text =
    type === 'ai.classify' ? analysis.category : type === 'ai.draft' ? (analysis.suggestedReply ?? `Re: ${email.subject}\n\nThank you for your message. We will review it and follow up.`) : summary;
  return { text, analyser: 'offline' };
}

async function sourceEmail(deps: MailDeps, userId: string, params: Record<string, unknown>): Promise<AnalysableEmail> {
  const text = optionalString(params, 'text');
  const accountId = optionalString(params, 'accountId');
  const messageId = optionalString(params, 'messageId');
  if (text?.trim()) return { id: 'text', subject: optionalString(params, 'subject') ?? '', from: '', to: [], cc: [], date: new Date().toISOString(), text, attachments: [] };
  if (!accountId || !messageId) throw ApplicationFailure.nonRetryable('The action needs either "text" or an e-mail ("accountId" and "messageId").', 'ValidationError');
  const account = await deps.db.selectFrom('linked_accounts').selectAll().where('id', '=', accountId).where('user_id', '=', userId).executeTakeFirst();
  if (!account) throw ApplicationFailure.nonRetryable(`Mail account ${accountId} not found`, 'NotFound');
  const mailbox = await openMailProvider(deps, account);
  try {
    const message = await mailbox.getMessage(messageId);
    return { id: message.id, subject: message.subject, from: message.from, to: message.to, cc: message.cc, date: message.date, text: message.textBody, attachments: [] };
  } finally {
    await mailbox.close?.();
  }
}
