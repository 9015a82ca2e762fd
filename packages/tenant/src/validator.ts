import { Ajv } from 'ajv';
import type { ValidateFunction } from 'ajv';
import type { TenantProblem } from './problems';
import { problemsFromAjv } from './problems';

// One Ajv for every schema: allErrors so a check lists every problem, verbose so hints can read the
// failing schema's description.
let ajv: Ajv | undefined;
const compiled = new WeakMap<object, ValidateFunction>();

/** Validates `value` against a JSON Schema and returns its problems (empty when valid). */
export function validateWithSchema(schema: object, value: unknown, file: string): TenantProblem[] {
  ajv ??= new Ajv({ allErrors: true, verbose: true, strict: true, strictRequired: false, allowUnionTypes: true });
  let validate = compiled.get(schema);
  if (!validate) {
    validate = ajv.compile(schema);
    compiled.set(schema, validate);
  }
  return validate(value) ? [] : problemsFromAjv(validate.errors, file);
}
