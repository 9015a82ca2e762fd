// V8's explicit compile hint on every chunk of the build (vite.config.ts plugins).
import type { Plugin, Rollup } from 'vite';

/**
 * The magic comment of V8's explicit compile hints (Chromium 136+): a script whose first line it is
 * has all its functions compiled as it streams in, on a background thread. Without it V8 compiles a
 * function on the main thread the first time it is called: on a cold load of `/checkout` that was
 * ~140–200 ms of the main thread (this machine, 1×), inside the boot's and React's tasks, and most
 * of what made them long tasks (issue 31, Total Blocking Time). A chunk here loads when its code is
 * about to run (the entry and boot stages, a route, a dialog, a provider's SDK), so its functions are
 * mostly called; the few that are not cost background compile time, not the main thread's.
 * Browsers without the hint read a comment.
 */
export const COMPILE_HINT = '//# allFunctionsCalledOnLoad\n';

/** A source map's `mappings` for the same code one line lower (a line with no mappings first). */
const shiftedLine = (mappings: string) => `;${mappings}`;

/**
 * The smallest chunk (bytes of code) that gets the hint. Lazy compiling costs the main thread about
 * 0.1 ms per KiB of code (the figure above over the ~750 KiB `/checkout` loads), so a chunk under
 * 10 KiB costs under a millisecond, while the hint costs ~30 bytes gzip on every chunk it is on: 72
 * of the 88 chunks are that small, and the first route and the lazy routes have byte budgets
 * (`pnpm size`).
 */
export const MIN_HINTED_BYTES = 10 * 1024;

/**
 * Puts the compile hint on the first line of every chunk of at least `minBytes`, after Vite's own
 * additions to the top of a chunk (the preload list, in Vite's `generateBundle`), and moves the
 * chunk's source map one line down with it, so production errors and profiles still read as source.
 */
export function compileHints(minBytes = MIN_HINTED_BYTES): Plugin {
  return {
    name: 'tarelka-compile-hints',
    apply: 'build',
    generateBundle: {
      order: 'post',
      handler(_options, bundle) {
        for (const chunk of Object.values(bundle)) {
          if (chunk.type !== 'chunk' || chunk.code.length < minBytes || chunk.code.startsWith(COMPILE_HINT)) continue;
          chunk.code = COMPILE_HINT + chunk.code;
          if (chunk.map) chunk.map.mappings = shiftedLine(chunk.map.mappings);
          const mapFile = bundle[`${chunk.fileName}.map`] as Rollup.OutputAsset | undefined;
          if (mapFile?.type === 'asset') {
            const map = JSON.parse(String(mapFile.source)) as { mappings: string };
            map.mappings = shiftedLine(map.mappings);
            mapFile.source = JSON.stringify(map);
          }
        }
      },
    },
  };
}
