import type { ErrorObject } from 'ajv';

/** One thing wrong with a tenant folder: where it is and how to fix it. */
export interface TenantProblem {
  /** The file, as the caller named it (e.g. `tenants/demo/catalog/zones.json`). */
  file: string;
  /** JSON path inside the file: `$`, `$.features.auth`, `$[3].polygon`. */
  path: string;
  /** What is wrong, e.g. `is required`, `must be integer`. */
  message: string;
  /** How to fix it. */
  hint: string;
}

/**
 * Formats problems one a line: `file: path: message — hint`.
 *
 * @example
 * formatProblems(problems); // 'tenants/demo/tenant.json: $.name: is required — add "name": …'
 */
export function formatProblems(problems: readonly TenantProblem[]): string {
  return problems
    .map((problem) => `${problem.file}: ${problem.path}: ${problem.message}${problem.hint ? ` — ${problem.hint}` : ''}`)
    .join('\n');
}

/**
 * A tenant file that does not match its schema or the rest of the tenant. `file` and `path` name
 * the first problem; `problems` lists them all.
 *
 * @example
 * try {
 *   parseTenantConfig(json, 'tenants/acme/tenant.json');
 * } catch (error) {
 *   if (error instanceof TenantConfigError) console.error(error.message); // every problem, one a line
 * }
 */
export class TenantConfigError extends Error {
  override readonly name = 'TenantConfigError';
  readonly problems: readonly TenantProblem[];
  readonly hint: string;
  constructor(file: string, path: string, message: string, hint?: string);
  constructor(problems: readonly TenantProblem[]);
  constructor(fileOrProblems: string | readonly TenantProblem[], path = '$', message = 'is invalid', hint = '') {
    const problems =
      typeof fileOrProblems === 'string' ? [{ file: fileOrProblems, path, message, hint }] : [...fileOrProblems];
    super(formatProblems(problems));
    const first = problems[0] ?? { file: '', path: '$', message: 'is invalid', hint: '' };
    this.problems = problems;
    this.file = first.file;
    this.path = first.path;
    this.hint = first.hint;
  }
  readonly file: string;
  readonly path: string;
}

const identifier = /^[A-Za-z_$][\w$]*$/;

/** `$.a[0]["b-c"]` from path segments. */
export function jsonPath(segments: ReadonlyArray<string | number>): string {
  return segments.reduce<string>(
    (path, segment) =>
      typeof segment === 'number'
        ? `${path}[${segment}]`
        : identifier.test(segment)
          ? `${path}.${segment}`
          : `${path}[${JSON.stringify(segment)}]`,
    '$',
  );
}

function pointerSegments(pointer: string): Array<string | number> {
  if (pointer === '') return [];
  return pointer
    .slice(1)
    .split('/')
    .map((raw) => raw.replace(/~1/g, '/').replace(/~0/g, '~'))
    .map((segment) => (/^\d+$/.test(segment) ? Number(segment) : segment));
}

interface SchemaNode {
  description?: string;
  examples?: unknown[];
  properties?: Record<string, SchemaNode>;
  enum?: unknown[];
  type?: string | string[];
}

function describe(schema: SchemaNode | undefined): string {
  if (!schema) return '';
  const example = schema.examples?.[0];
  const parts = [schema.description?.replace(/\.$/, '')];
  if (example !== undefined) parts.push(`e.g. ${JSON.stringify(example)}`);
  return parts.filter(Boolean).join('; ');
}

function levenshtein(a: string, b: string): number {
  const row = Array.from({ length: b.length + 1 }, (_, i) => i);
  for (let i = 1; i <= a.length; i += 1) {
    let previous = row[0]!;
    row[0] = i;
    for (let j = 1; j <= b.length; j += 1) {
      const current = row[j]!;
      row[j] = Math.min(row[j]! + 1, row[j - 1]! + 1, previous + (a[i - 1] === b[j - 1] ? 0 : 1));
      previous = current;
    }
  }
  return row[b.length]!;
}

/** The known key closest to `key` (case and 2 edits forgiven), if any. */
export function closest(key: string, known: readonly string[]): string | undefined {
  let best: string | undefined;
  let bestDistance = 3;
  for (const candidate of known) {
    const distance = levenshtein(key.toLowerCase(), candidate.toLowerCase());
    if (distance < bestDistance) {
      best = candidate;
      bestDistance = distance;
    }
  }
  return best;
}

/**
 * Turns Ajv errors (compiled with `allErrors` and `verbose`) into problems with a JSON path and a
 * fix hint taken from the schema's `description` and `examples`.
 */
export function problemsFromAjv(errors: readonly ErrorObject[] | null | undefined, file: string): TenantProblem[] {
  const problems: TenantProblem[] = [];
  const seen = new Set<string>();
  for (const error of errors ?? []) {
    // `if` only says which branch failed; the branch's own errors say what to do.
    if (error.keyword === 'if') continue;
    // Items failing a `contains` subschema are expected; the `contains` error itself says it all.
    if (error.schemaPath.includes('/contains/')) continue;
    const segments = pointerSegments(error.instancePath);
    const parent = error.parentSchema as SchemaNode | undefined;
    let path = jsonPath(segments);
    let message = error.message ?? 'is invalid';
    let hint = describe(parent);
    switch (error.keyword) {
      case 'required': {
        const missing = (error.params as { missingProperty: string }).missingProperty;
        path = jsonPath([...segments, missing]);
        message = 'is required';
        const property = parent?.properties?.[missing];
        hint = `add "${missing}"${property ? `: ${describe(property) || (property.type ?? 'a value')}` : ''}`;
        break;
      }
      case 'additionalProperties': {
        const extra = (error.params as { additionalProperty: string }).additionalProperty;
        path = jsonPath([...segments, extra]);
        message = 'is not a known field';
        const known = Object.keys(parent?.properties ?? {});
        const guess = closest(extra, known);
        hint = guess
          ? `did you mean "${guess}"?`
          : known.length
            ? `remove it; the fields here are: ${known.join(', ')}`
            : 'remove it';
        break;
      }
      case 'type':
        message = `must be ${(error.params as { type: string }).type}`;
        break;
      case 'enum':
        message = `must be one of ${((error.params as { allowedValues: unknown[] }).allowedValues ?? [])
          .map((value) => JSON.stringify(value))
          .join(', ')}`;
        break;
      case 'const':
        message = `must be ${JSON.stringify((error.params as { allowedValue: unknown }).allowedValue)}`;
        break;
      case 'minLength':
        if ((error.params as { limit: number }).limit === 1) message = 'must not be empty';
        break;
      case 'pattern':
        message = `has an invalid format (${JSON.stringify(error.data)})`;
        break;
      case 'contains': {
        const wanted = (parent as { contains?: { const?: unknown } } | undefined)?.contains?.const;
        message = wanted === undefined ? 'must include a required value' : `must include ${JSON.stringify(wanted)}`;
        break;
      }
      default:
        break;
    }
    if (!hint) hint = 'see packages/tenant/README.md';
    const key = `${path}\u0000${message}`;
    if (seen.has(key)) continue;
    seen.add(key);
    problems.push({ file, path, message, hint });
  }
  return problems;
}
