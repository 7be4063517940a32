/**
 * The wizard's last step: POST /api/agents/:agentId/trial. The agent's text capabilities (ai.classify,
 * ai.summarise, ai.draft) run on a fixed sample through the executor agents use (activities/agents/executors/ai-text.ts:
 * the configured AI model, else the built-in offline analyser); every other capability is only reported.
 */
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { Type } from 'typebox';
import { runAiTextAction } from '../../activities/agents/executors/ai-text';
import { userTimeZone } from '../../activities/settings/user-zone';
import { runsInTrial, TRIAL_SAMPLE_KINDS, TRIAL_SAMPLES, trialLabel, trialOutcome, type TrialStep } from '../../domain/agents/trial';
import type { AreaOptions } from '../area-options';
import { requireUserId } from '../plugins/session';
import { commonErrors } from '../schemas/common';
import { findOwnAgentRow } from './own-agent';
import { AgentParams, literals } from './schemas';

const TrialReply = Type.Object({
  sample: Type.Object({ kind: literals(TRIAL_SAMPLE_KINDS), title: Type.String(), text: Type.String() }),
  steps: Type.Array(
    Type.Object({
      actionType: Type.String(),
      label: Type.String(),
      outcome: literals(['acts_alone', 'waits_for_approval', 'outside_working_hours'] as const),
      result: Type.Union([Type.String(), Type.Null()]),
      ranWith: Type.Union([Type.String(), Type.Null()]),
      error: Type.Union([Type.String(), Type.Null()]),
    }),
  ),
});

export const trialRoutes: FastifyPluginAsyncTypebox<AreaOptions> = async (app, options) => {
  const { db } = options;
  app.post(
    '/api/agents/:agentId/trial',
    {
      schema: {
        tags: ['agents'],
        security: [{ session: [] }],
        params: AgentParams,
        body: Type.Object({ sample: literals(TRIAL_SAMPLE_KINDS) }, { additionalProperties: false }),
        response: { 200: TrialReply, ...commonErrors },
      },
    },
    async (request) => {
      const userId = requireUserId(request);
      const agent = await findOwnAgentRow(db, userId, request.params.agentId);
      const sample = TRIAL_SAMPLES[request.body.sample];
      const timeZone = await userTimeZone(db, userId);
      const now = new Date();
      const steps: TrialStep[] = [];
      for (const actionType of agent.capabilities) {
        const step: TrialStep = { actionType, label: trialLabel(actionType), outcome: trialOutcome(actionType, agent.autonomy_level, agent.working_hours, timeZone, now), result: null, ranWith: null, error: null };
        if (runsInTrial(actionType)) {
          try {
            const ran = await runAiTextAction(options, userId, actionType, { subject: sample.title, text: sample.text }, agent.config);
            step.result = ran.text;
            step.ranWith = ran.analyser;
          } catch (error) {
            step.error = error instanceof Error ? error.message : String(error);
          }
        }
        steps.push(step);
      }
      return { sample, steps };
    },
  );
};
