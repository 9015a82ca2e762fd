import { Type } from 'typebox';
import { describe, expect, it } from 'vitest';
import { validatorCompiler } from './validator';

const params = Type.Object({ id: Type.Integer({ minimum: 1 }) });
const headers = Type.Object({ 'x-white-label': Type.String({ minLength: 1 }) });
const compile = (schema: typeof params | typeof headers, httpPart: string) =>
  validatorCompiler({ schema, httpPart, method: 'GET', url: '/x' }) as (value: unknown) => {
    value?: unknown;
    error?: unknown;
  };

describe('request validator', () => {
  it('turns a decimal path segment into the integer the schema wants', () => {
    expect(compile(params, 'params')({ id: '42' })).toEqual({ value: { id: 42 } });
  });

  it('takes headers that already match as they are', () => {
    const value = { 'x-white-label': 'demo', accept: '*/*' };
    expect(compile(headers, 'headers')(value).value).toBe(value);
  });

  it("refuses what the schema refuses, with the library's errors", () => {
    for (const id of ['0', 'abc', '', '-3']) {
      const result = compile(params, 'params')({ id });
      expect(result.error, `id ${JSON.stringify(id)}`).toBeTruthy();
      expect(result.value).toBeUndefined();
    }
    expect(compile(headers, 'headers')({}).error).toBeTruthy();
  });
});
