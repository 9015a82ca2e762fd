// fast-check arbitraries of HTTP requests, derived from an OpenAPI 3.1 document: mostly
// well-formed (so the requests get past validation and reach the handlers), with malformed and
// boundary values mixed in at every level: wrong types, huge and negative numbers, unicode,
// missing and extra fields, oversized strings, bad JSON and wrong content types.
import fc from 'fast-check';

/** The part of JSON Schema the contract uses. */
export interface JsonSchema {
  $ref?: string;
  type?: 'object' | 'array' | 'string' | 'integer' | 'number' | 'boolean' | 'null';
  properties?: Record<string, JsonSchema>;
  required?: string[];
  items?: JsonSchema;
  minItems?: number;
  maxItems?: number;
  minimum?: number;
  maximum?: number;
  minLength?: number;
  maxLength?: number;
  pattern?: string;
  format?: string;
  const?: unknown;
  anyOf?: JsonSchema[];
  oneOf?: JsonSchema[];
}

interface Parameter {
  name: string;
  in: 'path' | 'query' | 'header';
  required?: boolean;
  schema: JsonSchema;
}

/** One operation of the document. */
export interface Operation {
  method: 'GET' | 'POST';
  /** OpenAPI path, `{param}` style. */
  path: string;
  operationId: string;
  parameters: Parameter[];
  body?: JsonSchema;
  /** `accessToken`, `refreshToken` or none. */
  security?: 'accessToken' | 'refreshToken';
}

/** The OpenAPI document, as far as the fuzzer reads it. */
export interface OpenApiDocument {
  paths: Record<
    string,
    Record<
      string,
      {
        operationId: string;
        parameters?: Parameter[];
        requestBody?: { content: Record<string, { schema: JsonSchema }> };
        security?: Array<Record<string, unknown>>;
      }
    >
  >;
  components: { schemas: Record<string, JsonSchema> };
}

/** Every operation of the document. */
export function operationsOf(doc: OpenApiDocument): Operation[] {
  return Object.entries(doc.paths).flatMap(([path, methods]) =>
    Object.entries(methods).map(([method, op]) => {
      const scheme = op.security?.[0] ? Object.keys(op.security[0])[0] : undefined;
      return {
        method: method.toUpperCase() as Operation['method'],
        path,
        operationId: op.operationId,
        parameters: op.parameters ?? [],
        ...(op.requestBody ? { body: op.requestBody.content['application/json']?.schema } : {}),
        ...(scheme === 'accessToken' || scheme === 'refreshToken' ? { security: scheme } : {}),
      };
    }),
  );
}

/** How the bearer token of a request is made. */
export type AuthKind =
  'none' | 'valid' | 'other-person' | 'other-tenant' | 'expired' | 'alg-none' | 'bad-signature' | 'garbage' | 'basic';

/** A generated request, before its token is minted. */
export interface FuzzRequest {
  method: string;
  /** Path with the query string. */
  url: string;
  headers: Record<string, string>;
  body?: string;
  auth: AuthKind;
  /** The `{personId}` path value, for a token that names it. */
  personId?: string;
}

/** Values from the live catalog that let requests reach the handlers' logic. */
export interface FuzzHints {
  whiteLabels: string[];
  /** Ids that exist: cities, restos, menus, positions, modifier options. */
  ids: number[];
  promoCodes: string[];
}

const MISSING = Symbol('missing');

/** Numbers at and past every edge a parser or a database column has. */
const edgeNumbers = fc.constantFrom(
  0,
  -0,
  -1,
  1.5,
  -1.5,
  2 ** 31 - 1,
  2 ** 31,
  -(2 ** 31) - 1,
  2 ** 53,
  2 ** 53 + 2,
  -(2 ** 53) - 2,
  1e308,
  -1e308,
  5e-324,
  Number.MAX_SAFE_INTEGER,
  Number.MIN_SAFE_INTEGER,
);

/** Strings meant to hurt: unicode, control characters, injections, lookalikes of numbers. */
const nastyStrings = fc.constantFrom(
  '',
  ' ',
  '\u0000',
  '\u0000abc',
  '\ud800',
  '\udfff\ud800',
  '🍕'.repeat(40),
  'Ḽơᶉëᶆ ȋṕšᶙṁ',
  'مرحبا',
  '\u202e\u0041\u0042',
  'Ж'.repeat(300),
  "'; drop table orders; --",
  '" OR 1=1 --',
  '${7*7}{{7*7}}',
  '<script>alert(1)</script>',
  '../../../../etc/passwd',
  '%00%2e%2e%2f',
  'NaN',
  'Infinity',
  '-1',
  '1e309',
  '0x10',
  'true',
  'null',
  '{}',
  '[]',
  '__proto__',
  'constructor',
);

/** Any JSON value, arbitrary in shape. */
const anyJson = fc.jsonValue({ maxDepth: 3 });

/** A value of the wrong kind for any schema. */
const hostile: fc.Arbitrary<unknown> = fc.oneof(
  edgeNumbers,
  nastyStrings,
  fc.string({ unit: 'binary', maxLength: 40 }),
  fc.constantFrom<unknown>(null, true, false, [], {}, [[[[[]]]]], JSON.parse('{"__proto__":{"polluted":true}}'), {
    constructor: { prototype: {} },
  }),
  fc.double({ noNaN: true }),
  anyJson,
);

interface Context {
  doc: OpenApiDocument;
  hints: FuzzHints;
  /** Weight out of 20 with which any node is replaced by a hostile value. */
  malformWeight: number;
}

const isObjectSchema = (schema: JsonSchema) => schema.type === 'object' || schema.properties !== undefined;

function resolve(schema: JsonSchema, ctx: Context): JsonSchema {
  if (!schema.$ref) return schema;
  const name = schema.$ref.replace('#/components/schemas/', '');
  const target = ctx.doc.components.schemas[name];
  if (!target) throw new Error(`unresolved $ref ${schema.$ref}`);
  return resolve(target, ctx);
}

function stringOf(schema: JsonSchema, name: string | undefined, ctx: Context): fc.Arbitrary<unknown> {
  const max = schema.maxLength ?? 80;
  const min = schema.minLength ?? 0;
  const edges: Array<fc.Arbitrary<unknown>> = [
    fc.constant('x'.repeat(max)),
    fc.constant('Щ'.repeat(max + 1)),
    fc.constant('y'.repeat(Math.max(0, min - 1))),
    fc.constant('z'.repeat(Math.min(max * 40 + 1, 70_000))),
  ];
  let valid: fc.Arbitrary<unknown>;
  if (schema.const !== undefined) valid = fc.constant(schema.const);
  else if (name && /whitelabel/i.test(name)) valid = fc.constantFrom(...ctx.hints.whiteLabels);
  else if (name === 'promoCode') valid = fc.constantFrom(...ctx.hints.promoCodes);
  else if (schema.format === 'email') valid = fc.emailAddress();
  else if (schema.format === 'uri') valid = fc.webUrl();
  else if (schema.format === 'uuid') valid = fc.uuid();
  else if (schema.format === 'date-time') valid = fc.date({ noInvalidDate: true }).map((d) => d.toISOString());
  else if (name === 'personId') valid = fc.stringMatching(/^[a-z0-9-]{1,20}$/);
  else valid = fc.string({ unit: 'grapheme', minLength: min, maxLength: Math.max(min, Math.min(max, 40)) });
  return fc.oneof(
    { weight: 8, arbitrary: valid },
    { weight: 1, arbitrary: nastyStrings },
    { weight: 1, arbitrary: fc.oneof(...edges) },
  );
}

function numberOf(schema: JsonSchema, name: string | undefined, ctx: Context): fc.Arbitrary<unknown> {
  const integer = schema.type === 'integer';
  const min = schema.minimum ?? (integer ? -1000 : -1e6);
  const max = schema.maximum ?? (integer ? 100_000 : 1e6);
  const valid = integer
    ? fc.integer({ min: Math.max(min, -(2 ** 31)), max: Math.min(max, 2 ** 31 - 1) })
    : fc.double({ min, max, noNaN: true, noDefaultInfinity: true });
  const edges = fc.constantFrom(
    ...[min, max, min - 1, max + 1, integer ? min + 0.5 : min - 1e-9].filter((n) => Number.isFinite(n)),
  );
  const arbitraries: Array<fc.WeightedArbitrary<unknown>> = [
    { weight: 6, arbitrary: valid },
    { weight: 2, arbitrary: edges },
    { weight: 1, arbitrary: edgeNumbers },
  ];
  if (integer && name && /(^id$|Id$)/.test(name))
    arbitraries.push({ weight: 8, arbitrary: fc.constantFrom(...ctx.hints.ids) });
  return fc.oneof(...arbitraries);
}

/**
 * An arbitrary of values for `schema`: valid most of the time, malformed at any node sometimes.
 * `name` is the property or parameter name, used for hints (white labels, ids that exist).
 */
export function valueOf(rawSchema: JsonSchema, ctx: Context, name?: string, depth = 0): fc.Arbitrary<unknown> {
  const schema = resolve(rawSchema, ctx);
  let valid: fc.Arbitrary<unknown>;
  if (schema.anyOf || schema.oneOf) {
    valid = fc.oneof(...(schema.anyOf ?? schema.oneOf)!.map((member) => valueOf(member, ctx, name, depth + 1)));
  } else if (schema.const !== undefined && schema.type !== 'string') {
    valid = fc.constant(schema.const);
  } else if (isObjectSchema(schema)) {
    valid = objectOf(schema, ctx, depth);
  } else if (schema.type === 'array') {
    const item = schema.items ? valueOf(schema.items, ctx, name, depth + 1) : anyJson;
    const maxItems = schema.maxItems ?? 10;
    const arrays: Array<fc.WeightedArbitrary<unknown>> = [
      {
        weight: 8,
        arbitrary: fc.array(item, {
          minLength: schema.minItems ?? 0,
          maxLength: Math.min(maxItems, depth > 1 ? 2 : 5),
        }),
      },
      { weight: 1, arbitrary: fc.constant([]) },
    ];
    if (depth === 1) {
      // One past the limit, cheap items: the limit must answer 400, not do the work.
      arrays.push({
        weight: 1,
        arbitrary: item.chain((one) => fc.constant(Array.from({ length: maxItems + 1 }, () => one))),
      });
    }
    valid = fc.oneof(...arrays);
  } else if (schema.type === 'string') {
    valid = stringOf(schema, name, ctx);
  } else if (schema.type === 'integer' || schema.type === 'number') {
    valid = numberOf(schema, name, ctx);
  } else if (schema.type === 'boolean') {
    valid = fc.boolean();
  } else if (schema.type === 'null') {
    valid = fc.constant(null);
  } else {
    valid = anyJson;
  }
  return fc.oneof(
    { weight: 20 - ctx.malformWeight, arbitrary: valid },
    { weight: ctx.malformWeight, arbitrary: hostile },
  );
}

function objectOf(schema: JsonSchema, ctx: Context, depth: number): fc.Arbitrary<unknown> {
  const properties = Object.entries(schema.properties ?? {});
  const required = new Set(schema.required ?? []);
  const fields = properties.map(([key, property]) => {
    const value = valueOf(property, ctx, key, depth + 1);
    // Required fields go missing now and then; optional ones are there half the time.
    return required.has(key)
      ? fc.oneof({ weight: 15, arbitrary: value }, { weight: 1, arbitrary: fc.constant(MISSING) })
      : fc.oneof({ weight: 1, arbitrary: value }, { weight: 1, arbitrary: fc.constant(MISSING) });
  });
  const extras = fc.oneof(
    { weight: 6, arbitrary: fc.constant({}) },
    { weight: 1, arbitrary: fc.dictionary(fc.string({ maxLength: 12 }), anyJson, { maxKeys: 3 }) },
    {
      weight: 1,
      arbitrary: fc.constantFrom<object>(JSON.parse('{"__proto__":{"isAdmin":true}}'), {
        constructor: {},
        prototype: {},
      }),
    },
  );
  return fc.tuple(fc.tuple(...fields), extras).map(([values, extra]) => {
    const out: Record<string, unknown> = { ...(extra as object) };
    properties.forEach(([key], i) => {
      if (values[i] !== MISSING) out[key] = values[i];
    });
    return out;
  });
}

/** Query parameters as a client would write them (arrays repeat, objects as JSON). */
function queryString(values: Array<[string, unknown]>): string {
  const search = new URLSearchParams();
  for (const [key, value] of values) {
    if (value === MISSING || value === undefined) continue;
    if (Array.isArray(value))
      for (const item of value) search.append(key, typeof item === 'object' ? JSON.stringify(item) : String(item));
    else search.append(key, typeof value === 'object' && value !== null ? JSON.stringify(value) : String(value));
  }
  const text = search.toString();
  return text ? `?${text}` : '';
}

/** Header values must be ISO-8859-1 without CR, LF or NUL, and stay under the 16 KiB header limit. */
const headerValue = (value: unknown) =>
  String(typeof value === 'object' ? JSON.stringify(value) : value)
    .replace(/[^\x20-\x7e\xa0-\xff]/g, '?')
    .trim()
    .slice(0, 4000);

/** Path segments stay under the 16 KiB header limit too (Node refuses longer request lines itself). */
const pathValue = (value: unknown) =>
  encodeURIComponent(
    // A lone surrogate cannot be percent-encoded (no client can send one in a URL).
    String(typeof value === 'object' ? JSON.stringify(value) : value).replace(LONE_SURROGATE, '\ufffd'),
  ).slice(0, 4000) || '%20';

const LONE_SURROGATE = /[\ud800-\udbff](?![\udc00-\udfff])|(?<![\ud800-\udbff])[\udc00-\udfff]/g;

interface BodyVariant {
  body?: string;
  contentType?: string;
}

function bodyOf(operation: Operation, ctx: Context): fc.Arbitrary<BodyVariant> {
  // Bodies stay under the 1 MiB limit: past it the server answers 413 before reading the upload,
  // closes the connection, and fetch reports a reset instead of the answer (the explicit cases
  // of fuzz.test.ts send one over the limit the way a client can).
  const json = (operation.body ? valueOf(operation.body, ctx, undefined, 0) : anyJson).filter(
    (value) => (JSON.stringify(value) ?? '').length < 1024 * 1024,
  );
  const text = (value: unknown) => JSON.stringify(value) ?? 'null';
  return fc.oneof(
    { weight: 14, arbitrary: json.map((value) => ({ body: text(value), contentType: 'application/json' })) },
    { weight: 1, arbitrary: anyJson.map((value) => ({ body: text(value), contentType: 'application/json' })) },
    {
      weight: 2,
      // Broken JSON: cut short, trailing garbage, single quotes, a bare word, BOM, deep nesting.
      arbitrary: fc.oneof(
        json.chain((value) =>
          fc
            .nat(text(value).length)
            .map((cut) => ({ body: text(value).slice(0, cut), contentType: 'application/json' })),
        ),
        json.map((value) => ({ body: `${text(value)},}`, contentType: 'application/json' })),
        fc
          .constantFrom(
            "{'restoId': 1}",
            'undefined',
            '\ufeff{}',
            '{"a":1,"a":2}',
            '{"__proto__":{"polluted":1}}',
            '['.repeat(5000) + ']'.repeat(5000),
            '{"n":' + '9'.repeat(400) + '}',
            '{"s":"\\ud800"}',
          )
          .map((body) => ({ body, contentType: 'application/json' })),
      ),
    },
    {
      weight: 2,
      // The right bytes with the wrong (or no) media type.
      arbitrary: fc
        .tuple(
          json,
          fc.constantFrom(
            'text/plain',
            'application/x-www-form-urlencoded',
            'multipart/form-data; boundary=fuzz',
            'application/xml',
            'application/json; charset=utf-16',
            'application/json; charset=latin1',
            'application/vnd.api+json',
            'application/octet-stream',
            '',
          ),
        )
        .map(([value, contentType]) => ({ body: text(value), contentType })),
    },
    { weight: 1, arbitrary: fc.constant({ body: '', contentType: 'application/json' }) },
    { weight: 1, arbitrary: fc.constant({}) },
  );
}

const authKinds = fc.constantFrom<AuthKind>(
  'valid',
  'valid',
  'valid',
  'none',
  'other-person',
  'other-tenant',
  'expired',
  'alg-none',
  'bad-signature',
  'garbage',
  'basic',
);

/**
 * An arbitrary of requests to one operation: parameters, headers, token and body, each well-formed
 * or not.
 *
 * @example
 * fc.sample(requestOf(operation, doc, hints), 10);
 */
export function requestOf(
  operation: Operation,
  doc: OpenApiDocument,
  hints: FuzzHints,
  options: { malformWeight?: number } = {},
): fc.Arbitrary<FuzzRequest> {
  const ctx: Context = { doc, hints, malformWeight: options.malformWeight ?? 2 };
  const byPlace = (place: Parameter['in']) => operation.parameters.filter((p) => p.in === place);
  const param = (p: Parameter) =>
    p.required || p.in === 'path'
      ? valueOf(p.schema, ctx, p.name)
      : fc.oneof(
          { weight: 1, arbitrary: valueOf(p.schema, ctx, p.name) },
          { weight: 1, arbitrary: fc.constant(MISSING) },
        );
  const pathParams = fc.tuple(...byPlace('path').map(param));
  const queryParams = fc.tuple(...byPlace('query').map(param));
  const headerParams = fc.tuple(...byPlace('header').map(param));
  const extraQuery = fc.oneof(
    { weight: 6, arbitrary: fc.constant<Array<[string, unknown]>>([]) },
    {
      weight: 1,
      arbitrary: fc.array(fc.tuple(fc.string({ minLength: 1, maxLength: 10 }), fc.oneof(nastyStrings, anyJson)), {
        maxLength: 3,
      }),
    },
  );
  const method = fc.oneof(
    { weight: 30, arbitrary: fc.constant(operation.method) },
    { weight: 1, arbitrary: fc.constantFrom('PUT', 'DELETE', 'PATCH', operation.method === 'GET' ? 'POST' : 'GET') },
  );
  return fc
    .record({
      method,
      path: pathParams,
      query: queryParams,
      extraQuery,
      headers: headerParams,
      body: operation.method === 'POST' || operation.body ? bodyOf(operation, ctx) : fc.constant<BodyVariant>({}),
      auth: operation.security ? authKinds : fc.constantFrom<AuthKind>('none', 'none', 'none', 'garbage', 'valid'),
      language: fc.constantFrom(undefined, 'en', 'ru-RU,ru;q=0.9', 'cnr', '*', 'xx-YY', ';;;q=abc'),
    })
    .map(({ method, path, query, extraQuery, headers, body, auth, language }) => {
      let personId: string | undefined;
      let url = operation.path;
      byPlace('path').forEach((p, i) => {
        // A generated object may have no prototype (no toString): the same text pathValue sends.
        if (p.name === 'personId')
          personId = typeof path[i] === 'object' && path[i] !== null ? JSON.stringify(path[i]) : String(path[i]);
        url = url.replace(`{${p.name}}`, pathValue(path[i]));
      });
      url += queryString([...byPlace('query').map((p, i): [string, unknown] => [p.name, query[i]]), ...extraQuery]);
      const out: Record<string, string> = {};
      byPlace('header').forEach((p, i) => {
        if (headers[i] !== MISSING) out[p.name] = headerValue(headers[i]);
      });
      if (language) out['accept-language'] = language;
      const sendsBody = body.body !== undefined && method !== 'GET';
      if (sendsBody && body.contentType) out['content-type'] = body.contentType;
      return {
        method,
        url,
        headers: out,
        ...(sendsBody ? { body: body.body } : {}),
        auth,
        ...(personId !== undefined ? { personId } : {}),
      };
    });
}
