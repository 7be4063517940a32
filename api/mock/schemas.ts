import { Type } from 'typebox';

export const MockStatusReply = Type.Object({
  mode: Type.Union([Type.Literal('off'), Type.Literal('true'), Type.Literal('hybrid')]),
  expiresAt: Type.Union([Type.String({ format: 'date-time' }), Type.Null()]),
  samples: Type.Object({
    calendarEvents: Type.Integer({ minimum: 0 }),
    tasks: Type.Integer({ minimum: 0 }),
    automations: Type.Integer({ minimum: 0 }),
    approvals: Type.Integer({ minimum: 0 }),
  }),
});

export const MockSessionBody = Type.Object({ mode: Type.Union([Type.Literal('true'), Type.Literal('hybrid')]) }, { additionalProperties: false });
