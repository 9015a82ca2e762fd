// @vitest-environment node
import { fileURLToPath } from 'node:url';
import { build, defaultClientConditions, type Rolldown } from 'vite';
import { describe, expect, it } from 'vitest';

describe('lazy loading', () => {
  it("keeps Leaflet, the Google loader and the popup out of the first route's chunk", async () => {
    const result = await build({
      configFile: false,
      logLevel: 'silent',
      resolve: { conditions: ['@tarelka/source', ...defaultClientConditions] },
      build: {
        write: false,
        minify: false,
        rollupOptions: {
          input: fileURLToPath(new URL('./testing/first-route.fixture.tsx', import.meta.url)),
          external: [/^react($|\/)/, /^react-dom($|\/)/, 'styled-components'],
        },
      },
    });
    const output = (Array.isArray(result) ? result[0] : result) as Rolldown.RolldownOutput;
    const chunks = output.output.filter((item): item is Rolldown.OutputChunk => item.type === 'chunk');
    const entry = chunks.find((chunk) => chunk.isEntry)!;
    const lazy = chunks
      .filter((chunk) => !chunk.isEntry)
      .map((chunk) => chunk.code)
      .join('\n');

    // `pickSuggestion` is a function of the popup's content (the build is not minified).
    for (const marker of ['leafletjs.com', 'maps.googleapis.com', 'pickSuggestion']) {
      expect(entry.code).not.toContain(marker);
      expect(lazy).toContain(marker);
    }
  }, 60_000);
});
