import { Type } from 'typebox';

export const ErrorReply = Type.Object(
  { error: Type.Object({ code: Type.String(), message: Type.String() }) },
  { description: 'The one error shape of every route' },
);

/** Error replies most routes can give, to spread into a route's `response`. */
export const commonErrors = {
  400: ErrorReply,
  401: ErrorReply,
  404: ErrorReply,
  500: ErrorReply,
} as const;
