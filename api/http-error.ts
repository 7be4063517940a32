/** An error the client is meant to see: its status, code and message reach the reply as they are. */
export class HttpError extends Error {
  constructor(
    readonly statusCode: number,
    readonly code: string,
    message: string,
    /** For the log only (a 5xx's underlying error); never sent to the client. */
    cause?: unknown,
  ) {
    super(message, cause === undefined ? undefined : { cause });
    this.name = 'HttpError';
  }
}

export const notFound = (message = 'Not found') => new HttpError(404, 'not_found', message);
export const unauthorized = (message = 'User not authenticated') => new HttpError(401, 'auth/unauthorized', message);
