import { type ErrorCode, errorMessages } from '@otousta/shared/messages/tr';
import type { z } from 'zod';
import { AppError } from './errors.js';

const codeByMessage = new Map<string, string>(Object.entries(errorMessages).map(([code, text]) => [text, code]));

/**
 * Parses a body that arrived outside Fastify's schema step (a multipart JSON field, or a route that takes both JSON
 * and multipart) into the same 400 the schema step gives: first message, stable code, per-field errors.
 */
export function parseInput<S extends z.ZodType>(schema: S, data: unknown): z.output<S> {
  const parsed = schema.safeParse(data ?? {});
  if (parsed.success) return parsed.data;
  const errors: Record<string, string> = {};
  for (const issue of parsed.error.issues) errors[issue.path.join('.') || '_'] ??= issue.message;
  const first = parsed.error.issues[0]?.message ?? errorMessages.VALIDATION;
  const code = (codeByMessage.get(first) ?? 'VALIDATION') as ErrorCode;
  throw new AppError(400, code, first, errors);
}
