import type { FastifyError, FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { errorMessage } from '../http/error-messages';
import { errorBody, HttpError } from '../http/errors';
import { requestLang } from '../http/request-context';

interface ValidationItem {
  instancePath?: string;
  message?: string;
}

const CODES: Record<
  string,
  { status: number; code: 'request.too-large' | 'request.unsupported-media-type' | 'request.invalid' }
> = {
  FST_ERR_CTP_BODY_TOO_LARGE: { status: 413, code: 'request.too-large' },
  FST_ERR_CTP_INVALID_MEDIA_TYPE: { status: 415, code: 'request.unsupported-media-type' },
  FST_ERR_CTP_INVALID_CONTENT_LENGTH: { status: 400, code: 'request.invalid' },
  FST_ERR_CTP_EMPTY_JSON_BODY: { status: 400, code: 'request.invalid' },
  FST_ERR_CTP_INVALID_JSON_BODY: { status: 400, code: 'request.invalid' },
};

const NUL = /%00/i;

/**
 * One error handler: every failure leaves as `{ errors: [{ code, message, field? }] }` with a real
 * status. 5xx details are logged, never sent. A code with a fixed customer text (http/error-messages.ts)
 * is answered in the request's language (`lang`, else Accept-Language, else ru: ru, en or cnr);
 * other expected errors keep their message.
 */
export const errorHandling = fp(async (app: FastifyInstance) => {
  // PostgreSQL text cannot hold NUL: refuse it in the path or query before it reaches a query.
  app.addHook('onRequest', (request, _reply, done) => {
    if (NUL.test(request.url)) {
      return done(new HttpError(400, 'request.invalid', 'The request URL contains a NUL character', '/url'));
    }
    done();
  });

  app.setNotFoundHandler((request, reply) => {
    reply.code(404).send(errorBody('not-found', `Route ${request.method} ${request.url.split('?')[0]} not found`));
  });

  app.setErrorHandler((error: FastifyError | HttpError, request, reply) => {
    if (error instanceof HttpError) {
      for (const [name, value] of Object.entries(error.headers)) reply.header(name, value);
      const text = errorMessage(error.code, requestLang(request));
      const body = error.body();
      const [first] = body.errors;
      return reply.code(error.status).send(text && first ? { errors: [{ ...first, message: text }] } : body);
    }
    if (error.validation) {
      const first = (error.validation as ValidationItem[])[0];
      const part = error.validationContext ?? 'body';
      const path = first?.instancePath ?? '';
      return reply
        .code(400)
        .send(
          errorBody('request.invalid', `${part}${path} ${first?.message ?? 'is invalid'}`.trim(), `/${part}${path}`),
        );
    }
    const known = error.code ? CODES[error.code] : undefined;
    if (known) return reply.code(known.status).send(errorBody(known.code, error.message));
    if (error instanceof SyntaxError)
      return reply.code(400).send(errorBody('request.invalid', 'The body is not valid JSON'));
    const status = error.statusCode ?? 500;
    if (status >= 400 && status < 500) return reply.code(status).send(errorBody('request.invalid', error.message));
    request.log.error({ err: error }, 'request failed');
    return reply
      .code(500)
      .send(errorBody('server.error', errorMessage('server.error', requestLang(request)) ?? 'Internal Server Error'));
  });
});
