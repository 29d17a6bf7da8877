import { type ErrorCode, errorMessages } from '@otousta/shared/messages/tr';

/** A failure the client caused or may see: stable code, HTTP status, Turkish message, optional per-field errors. */
export class AppError extends Error {
  constructor(
    readonly statusCode: number,
    readonly code: ErrorCode | (string & {}),
    message?: string,
    readonly errors?: Record<string, string>,
  ) {
    super(message ?? errorMessages[code as ErrorCode] ?? errorMessages.INTERNAL);
  }
}

const make = (status: number) => (code: ErrorCode, message?: string, errors?: Record<string, string>) =>
  new AppError(status, code, message, errors);

export const badRequest = make(400);
export const unauthorized = make(401);
export const forbidden = make(403);
export const notFound = make(404);
export const conflict = make(409);
export const payloadTooLarge = make(413);
export const unsupportedMediaType = make(415);
export const tooManyRequests = make(429);
export const serviceUnavailable = make(503);
