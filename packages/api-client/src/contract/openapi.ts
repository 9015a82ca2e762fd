import type { TSchema } from 'typebox';
import { Person, TokenSetResponse } from './auth';
import {
  Allergen,
  City,
  DeliveryZonePage,
  Diet,
  Macros,
  Menu,
  ModifierGroup,
  Position,
  PositionGroup,
  PositionTimeSlot,
  Promotion,
  Resto,
  ServerDeliveryZone,
  ServerThreshold,
} from './catalog';
import { ErrorBody, LatLng, Photo } from './common';
import { AddressDetails, AutocompleteResponse } from './geo';
import {
  DeliveryPlace,
  Order,
  OrderPage,
  OrderRequest,
  PreflightRequest,
  PreflightResponse,
  PricedLine,
} from './orders';
import { routes, type RouteDefinition } from './routes';

/** Schemas published under `components.schemas`, referenced by `$ref` wherever they appear. */
const components: Record<string, TSchema> = {
  ErrorBody,
  LatLng,
  Photo,
  City,
  Menu,
  Resto,
  PositionGroup,
  Allergen,
  Diet,
  Macros,
  Position,
  ModifierGroup,
  PositionTimeSlot,
  Promotion,
  ServerThreshold,
  ServerDeliveryZone,
  DeliveryZonePage,
  PreflightRequest,
  PricedLine,
  PreflightResponse,
  DeliveryPlace,
  OrderRequest,
  Order,
  OrderPage,
  Person,
  TokenSetResponse,
  AutocompleteResponse,
  AddressDetails,
};

type Json = null | boolean | number | string | Json[] | { [key: string]: Json };

function toJson(schema: unknown, names: Map<unknown, string>, root?: unknown): Json {
  if (schema !== root && names.has(schema)) return { $ref: `#/components/schemas/${names.get(schema)}` };
  if (Array.isArray(schema)) return schema.map((item) => toJson(item, names));
  if (schema !== null && typeof schema === 'object') {
    const out: Record<string, Json> = {};
    for (const [key, value] of Object.entries(schema)) {
      if (value !== undefined) out[key] = toJson(value, names);
    }
    return out;
  }
  return schema as Json;
}

function parametersOf(schema: TSchema | undefined, where: 'path' | 'query' | 'header', names: Map<unknown, string>) {
  if (!schema) return [];
  const object = schema as unknown as {
    properties: Record<string, TSchema & { description?: string }>;
    required?: string[];
  };
  return Object.entries(object.properties).map(([name, property]) => ({
    name,
    in: where,
    required: where === 'path' || (object.required ?? []).includes(name),
    ...(property.description ? { description: property.description } : {}),
    schema: toJson(property, names),
  }));
}

const statusText: Record<number, string> = {
  200: 'OK',
  201: 'Created',
  400: 'Invalid request',
  401: 'No or bad bearer token',
  403: 'Token of another person or white label',
  404: 'Not found',
  409: 'The same Idempotency-Key is still being processed',
  422: 'Rejected by a business rule; errors[0].code says which',
  429: 'Too many requests',
  503: 'Unavailable',
};

/**
 * Builds the OpenAPI 3.1 document of the contract. The same object is written to
 * `packages/api-client/openapi.json` and served by the reference API at `/docs`.
 *
 * @example
 * const doc = buildOpenApiDocument({ version: '0.1.0' });
 * doc.paths['/1/now'].get.operationId; // 'getNow'
 */
export function buildOpenApiDocument(options: { version: string; serverUrl?: string }) {
  const names = new Map<unknown, string>(Object.entries(components).map(([name, schema]) => [schema, name]));
  const paths: Record<string, Record<string, Json>> = {};
  for (const [operationId, route] of Object.entries(routes) as Array<[string, RouteDefinition]>) {
    const path = route.url.replace(/:(\w+)/g, '{$1}');
    const { schema } = route;
    const responses: Record<string, Json> = {};
    for (const [status, body] of Object.entries(schema.response)) {
      const media = status === '200' && route.produces ? route.produces : 'application/json';
      responses[status] = {
        description: statusText[Number(status)] ?? 'Answer',
        content: { [media]: { schema: toJson(body, names) } },
      };
    }
    responses['5XX'] = {
      description: 'Server error (details hidden) or 503 with Retry-After when overloaded',
      content: { 'application/json': { schema: toJson(ErrorBody, names) } },
    };
    const operation: Record<string, Json> = {
      operationId,
      summary: route.summary,
      tags: [...route.tags],
      parameters: [
        ...parametersOf(schema.params, 'path', names),
        ...parametersOf(schema.querystring, 'query', names),
        ...parametersOf(schema.headers, 'header', names),
      ],
      responses,
    };
    if (schema.body) {
      operation.requestBody = {
        required: true,
        content: { 'application/json': { schema: toJson(schema.body, names) } },
      };
    }
    if (route.auth !== 'none')
      operation.security = [{ [route.auth === 'refresh' ? 'refreshToken' : 'accessToken']: [] }];
    (paths[path] ??= {})[route.method.toLowerCase()] = operation;
  }
  const schemas: Record<string, Json> = {};
  for (const [name, schema] of Object.entries(components)) schemas[name] = toJson(schema, names, schema);
  return {
    openapi: '3.1.0',
    info: {
      title: 'Tarelka API',
      version: options.version,
      description:
        'The contract between the Tarelka storefront and its server. Money is integer minor units; ' +
        'errors are `{ "errors": [{ "code", "message" }] }` with a real HTTP status. Catalog calls name the ' +
        'tenant by the `whiteLabel` query parameter or the `x-white-label` header.',
    },
    ...(options.serverUrl ? { servers: [{ url: options.serverUrl }] } : {}),
    paths,
    components: {
      schemas,
      securitySchemes: {
        accessToken: { type: 'http', scheme: 'bearer', bearerFormat: 'JWT' },
        refreshToken: { type: 'http', scheme: 'bearer', description: 'The refresh token of the token set' },
      },
    },
  };
}

/** The OpenAPI document type. */
export type OpenApiDocument = ReturnType<typeof buildOpenApiDocument>;
