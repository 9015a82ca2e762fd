import type { Socket } from 'node:net';
import { STATUS_CODES } from 'node:http';
import type { FastifyError, FastifyReply, FastifyRequest } from 'fastify';
import { errorBody } from './errors';

/** Longest path parameter the router accepts (place ids run to 128 characters). */
export const MAX_PARAM_LENGTH = 256;

/**
 * Errors Fastify raises while routing, before any hook runs (a URL that does not decode, a path
 * parameter past {@link MAX_PARAM_LENGTH}): answered in the `errors[]` shape like every other
 * refusal. Pass as Fastify's `frameworkErrors` option.
 *
 * @example
 * Fastify({ frameworkErrors, routerOptions: { maxParamLength: MAX_PARAM_LENGTH } });
 */
export function frameworkErrors(error: FastifyError, _request: FastifyRequest, reply: FastifyReply) {
  if (error.code === 'FST_ERR_MAX_PARAM_LENGTH') {
    return reply.code(414).send(errorBody('request.too-large', 'A path parameter is too long'));
  }
  return reply.code(400).send(errorBody('request.invalid', 'The request URL is not valid'));
}

/**
 * Requests Node's HTTP parser refuses (a malformed request line, headers past 16 KiB, a request
 * not received in time) never reach Fastify: this writes a minimal raw response with an
 * `errors[]` body and closes the socket. Pass as Fastify's `clientErrorHandler` option.
 *
 * @example
 * Fastify({ clientErrorHandler });
 */
export function clientErrorHandler(error: NodeJS.ErrnoException, socket: Socket) {
  if (error.code === 'ECONNRESET' || socket.destroyed) return;
  const [status, body] =
    error.code === 'ERR_HTTP_REQUEST_TIMEOUT'
      ? [408, errorBody('request.timeout', 'The request was not received in time')]
      : error.code === 'HPE_HEADER_OVERFLOW'
        ? [431, errorBody('request.too-large', 'The request headers are too large')]
        : [400, errorBody('request.invalid', 'The request is malformed')];
  if (socket.writable) {
    const json = JSON.stringify(body);
    socket.write(
      `HTTP/1.1 ${status} ${STATUS_CODES[status]}\r\nContent-Type: application/json; charset=utf-8\r\n` +
        `Content-Length: ${Buffer.byteLength(json)}\r\nConnection: close\r\n\r\n${json}`,
    );
  }
  socket.destroy(error);
}
