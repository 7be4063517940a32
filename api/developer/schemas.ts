import { Type } from 'typebox';

const State = Type.Union([Type.Literal('pass'), Type.Literal('warn'), Type.Literal('fail')]);

export const LaunchTestReply = Type.Object({
  checkedAt: Type.String({ format: 'date-time' }),
  checks: Type.Array(
    Type.Object({
      id: Type.Union([
        Type.Literal('database'),
        Type.Literal('temporal'),
        Type.Literal('worker'),
        Type.Literal('ai'),
        Type.Literal('embedding'),
        Type.Literal('mail'),
        Type.Literal('calendar'),
        Type.Literal('drive'),
        Type.Literal('caselaw'),
      ]),
      title: Type.String(),
      state: State,
      summary: Type.String(),
      detail: Type.String(),
    }),
  ),
});

export const EmailDebugParams = Type.Object({ accountId: Type.String({ format: 'uuid' }) });

export const EmailDebugReply = Type.Object({
  account: Type.Object({ id: Type.String(), provider: Type.String(), email: Type.String(), name: Type.Union([Type.String(), Type.Null()]), connected: Type.Boolean() }),
  steps: Type.Array(
    Type.Object({
      step: Type.Union([Type.Literal('open'), Type.Literal('folders'), Type.Literal('firstPage')]),
      ok: Type.Boolean(),
      ms: Type.Integer({ minimum: 0 }),
      summary: Type.String(),
      error: Type.Union([Type.String(), Type.Null()]),
    }),
  ),
});
