import { STATUS_CODES } from 'node:http';
import type { Duplex } from 'node:stream';
import type { FastifyError, FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import { type ErrorBody, errorBody, statusBody } from '../platform/error-body.js';

function send(request: FastifyRequest, reply: FastifyReply, error: unknown, body: ErrorBody) {
  if (body.statusCode >= 500) request.log.error({ err: error }, 'request failed');
  else request.log.info({ code: body.code, statusCode: body.statusCode }, 'request rejected');
  if (body.statusCode === 503) reply.header('retry-after', '5');
  return reply.status(body.statusCode).send(body);
}

/** The one error handler: `{ statusCode, code, message, errors? }`, Turkish message, never internals of a 5xx. */
export const errorHandler = fp(async (app: FastifyInstance) => {
  app.setErrorHandler((error: FastifyError, request, reply) => send(request, reply, error, errorBody(error)));
});

/**
 * Fastify's `frameworkErrors`: a URL that is no valid percent-encoding or carries an over-long path parameter is
 * refused before routing, with the same envelope as any other bad input.
 */
export function frameworkErrors(error: FastifyError, request: FastifyRequest, reply: FastifyReply) {
  return send(request, reply, error, errorBody(error));
}

/**
 * Fastify's `clientErrorHandler`: requests Node's HTTP parser refuses before Fastify sees them (headers over the
 * size limit → 431, a request not received in time → 408, anything unparsable → 400) get the envelope too.
 */
export function clientErrorHandler(this: FastifyInstance, error: NodeJS.ErrnoException, socket: Duplex) {
  // A reset connection has nobody left to answer.
  if (error.code === 'ECONNRESET' || socket.destroyed) return;
  const status = error.code === 'HPE_HEADER_OVERFLOW' ? 431 : error.code === 'ERR_HTTP_REQUEST_TIMEOUT' ? 408 : 400;
  const body = JSON.stringify(statusBody(status));
  this.log.debug({ err: error }, 'client error');
  if (socket.writable) {
    socket.write(
      `HTTP/1.1 ${status} ${STATUS_CODES[status]}\r\nContent-Type: application/json; charset=utf-8\r\n` +
        `Content-Length: ${Buffer.byteLength(body)}\r\nConnection: close\r\n\r\n${body}`,
    );
  }
  socket.destroy(error);
}
