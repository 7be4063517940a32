import { Type } from 'typebox';

const AccountToken = Type.Object({
  accountId: Type.String(),
  email: Type.String(),
  expiresAt: Type.String({ format: 'date-time' }),
  minutesLeft: Type.Integer({ minimum: 0 }),
  valid: Type.Boolean(),
  refreshDue: Type.Boolean(),
  storedAt: Type.Union([Type.String(), Type.Null()]),
  canRefresh: Type.Boolean(),
  refreshed: Type.Optional(Type.Boolean()),
  error: Type.Optional(Type.Union([Type.String(), Type.Null()])),
});

export const TokenStatusReply = Type.Object({
  /** Whether Google linking is configured on this server. */
  googleConfigured: Type.Boolean(),
  checkedAt: Type.String({ format: 'date-time' }),
  accounts: Type.Array(AccountToken),
});

export const RefreshBody = Type.Object({}, { additionalProperties: false });
