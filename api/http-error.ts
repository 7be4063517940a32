/** An error the client is meant to see: its status, code and message reach the reply as they are. */
export class HttpError extends Error {
  constructor(
    readonly statusCode: number,
    readonly code: string,
    message: string,
  ) {
    super(message);
    this.name = 'HttpError';
  }
}

export const notFound = (message = 'Not found') => new HttpError(404, 'not_found', message);
export const unauthorized = (message = 'User not authenticated') => new HttpError(401, 'auth/unauthorized', message);
