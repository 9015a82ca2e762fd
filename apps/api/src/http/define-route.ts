import { routes, type RouteName } from '@tarelka/api-client/contract';
import type { FastifyInstance, FastifyReply, FastifyRequest, RouteShorthandOptions } from 'fastify';
import type { Static, TSchema } from 'typebox';

type SchemaOf<K extends RouteName> = (typeof routes)[K]['schema'];
type Part<K extends RouteName, P extends string> = P extends keyof SchemaOf<K>
  ? SchemaOf<K>[P] extends TSchema
    ? Static<SchemaOf<K>[P]>
    : unknown
  : unknown;

/** The typed request of a contract route. */
export type ContractRequest<K extends RouteName> = FastifyRequest<{
  Params: Part<K, 'params'>;
  Querystring: Part<K, 'querystring'>;
  Body: Part<K, 'body'>;
  Headers: Part<K, 'headers'>;
}>;

/**
 * Registers the handler of a contract route with the contract's method, path and schemas (request
 * validation, response serialisation and the OpenAPI operation all come from one definition).
 */
export function defineRoute<K extends RouteName>(
  app: FastifyInstance,
  name: K,
  handler: (request: ContractRequest<K>, reply: FastifyReply) => unknown,
  options: Pick<RouteShorthandOptions, 'preHandler' | 'onRequest'> = {},
) {
  const route = routes[name];
  app.route({
    method: route.method,
    url: route.url,
    schema: { ...route.schema, operationId: name, summary: route.summary, tags: [...route.tags] },
    ...options,
    handler: handler as never,
  });
}
