import type { FastifyReply } from 'fastify';
import { z } from 'zod';

/** The answers of a route that only acts: 204 No Content, without a body. */
export const noContent = { 204: z.null() };

/** How such a route answers once its work is done: 204 without a body. */
export async function noContentAfter(reply: FastifyReply, work: Promise<unknown>) {
  await work;
  return reply.status(204).send(null);
}
