import { TypeBoxValidatorCompiler } from '@fastify/type-provider-typebox';
import type { FastifySchemaCompiler } from 'fastify';
import type { TSchema } from 'typebox';
import { Compile } from 'typebox/compile';

/**
 * The request validator: `@fastify/type-provider-typebox`'s, with a fast path. Its validator runs
 * `Value.Convert` over params, querystring and headers on every request (strings to numbers and
 * booleans) before checking them, a walk of the schema that was a tenth of a cached catalog
 * read's CPU time. Here a value that already passes the compiled check as it came (headers,
 * string params) is taken as it is; anything else goes to the library's validator, so converted
 * values and errors are exactly its own.
 */
export const validatorCompiler: FastifySchemaCompiler<TSchema> = (route) => {
  const validate = TypeBoxValidatorCompiler(route);
  if (route.httpPart === 'body') return validate;
  const check = Compile(route.schema);
  return (value: unknown) => (check.Check(value) ? { value } : validate(value));
};
