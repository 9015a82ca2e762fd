// @vitest-environment node
import { fileURLToPath } from 'node:url';
import { build, defaultClientConditions, type Rolldown } from 'vite';
import { describe, expect, it } from 'vitest';

/** Builds `input` (unminified, React external); its entry chunk's code and the rest's. */
async function buildChunks(input: string) {
  const result = await build({
    configFile: false,
    logLevel: 'silent',
    resolve: { conditions: ['@tarelka/source', ...defaultClientConditions] },
    build: {
      write: false,
      minify: false,
      rollupOptions: {
        input,
        // An entry's exports are kept, as a library's: what they reach is what its importer gets.
        preserveEntrySignatures: 'strict',
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
  return { entry: entry.code, lazy };
}

describe('lazy loading', () => {
  it('loads Leaflet with the offline map view, not with the offline provider (the address field needs none)', async () => {
    const { entry, lazy } = await buildChunks(fileURLToPath(new URL('./offline/offline-provider.ts', import.meta.url)));
    expect(entry).not.toContain('leafletjs.com');
    expect(lazy).toContain('leafletjs.com');
  }, 60_000);

  it("keeps Leaflet, the Google loader and the popup out of the first route's chunk", async () => {
    const { entry, lazy } = await buildChunks(
      fileURLToPath(new URL('./testing/first-route.fixture.tsx', import.meta.url)),
    );

    // `pickSuggestion` is a function of the popup's content (the build is not minified).
    for (const marker of ['leafletjs.com', 'maps.googleapis.com', 'pickSuggestion']) {
      expect(entry).not.toContain(marker);
      expect(lazy).toContain(marker);
    }
  }, 60_000);
});
