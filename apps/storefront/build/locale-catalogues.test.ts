// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { mergeStrings } from './locale-catalogues';

describe('mergeStrings', () => {
  it("merges a language's files, keeping the keys both have under one top-level key", () => {
    expect(
      mergeStrings(
        { location: { choose: 'Choose', units: { g: '{{value}} g' } }, app: { close: 'Close' } },
        { location: { title: 'Address', units: { ml: '{{value}} ml' } } },
      ),
    ).toEqual({
      location: { choose: 'Choose', title: 'Address', units: { g: '{{value}} g', ml: '{{value}} ml' } },
      app: { close: 'Close' },
    });
  });
});
