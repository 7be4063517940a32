import { Type } from 'typebox';

export const CurrentUserSchema = Type.Object({
  id: Type.String(),
  email: Type.String(),
  fullName: Type.String(),
  avatar: Type.String(),
  subscription: Type.Object({ plan: Type.String(), type: Type.String(), status: Type.String() }),
  integrations: Type.Array(
    Type.Object({
      provider: Type.String({ description: 'gmail, imap or demo' }),
      email: Type.String(),
      connected: Type.Boolean(),
      lastSynced: Type.Optional(Type.Union([Type.String(), Type.Null()], { description: 'When its mail was last brought up to date' })),
    }),
  ),
});

export const UserReply = Type.Object({ user: CurrentUserSchema });

export const SignUpBody = Type.Object(
  {
    email: Type.String({ maxLength: 254 }),
    password: Type.String({ maxLength: 200 }),
    firstName: Type.String({ maxLength: 100 }),
    lastName: Type.String({ maxLength: 100 }),
  },
  { additionalProperties: false },
);

export const LoginBody = Type.Object(
  { email: Type.String({ maxLength: 254 }), password: Type.String({ maxLength: 200 }) },
  { additionalProperties: false },
);

export const UpdateMeBody = Type.Object({ fullName: Type.String({ minLength: 1, maxLength: 200 }) }, { additionalProperties: false });

export const SessionsReply = Type.Object({
  sessions: Type.Array(
    Type.Object({
      id: Type.String(),
      createdAt: Type.String(),
      expiresAt: Type.String(),
      userAgent: Type.Union([Type.String(), Type.Null()]),
      current: Type.Boolean(),
    }),
  ),
});

export const SessionIdParams = Type.Object({ sessionId: Type.String({ format: 'uuid' }) });
