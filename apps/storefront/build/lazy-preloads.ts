// The preload lists of the build's lazy imports (vite.config.ts, build.modulePreload).
import type { Plugin, Rollup } from 'vite';
import { bootStageChunks, staticClosure } from './prerender';

/** Vite's `build.modulePreload.resolveDependencies` (the part of its signature used here). */
export type ResolveDependencies = (
  filename: string,
  deps: string[],
  context: { hostId: string; hostType: 'html' | 'js' },
) => string[];

/**
 * Each lazy import's list of files to preload (`__vite__mapDeps`, written into the importing chunk)
 * without the files that are certain to be loaded or loading when it runs: the importing chunk's
 * own static imports, the entry's, and the boot stages' chunks, which every page's start script
 * preloads with the entry (build/prerender.ts). Vite lists the whole static closure of the imported
 * chunk: in the first route's chunks that was 1.3 KiB of names and indexes (0.36 KiB gzip), and at
 * run time a `<link rel="modulepreload">` added per file already there. The imported chunk itself
 * goes too: `import()` starts fetching it at the moment its link would. Every file that may not be
 * loaded yet stays, so a lazy route's chunks still load side by side.
 */
export function lazyPreloads(): { plugin: Plugin; resolveDependencies: ResolveDependencies } {
  let bundle: Rollup.OutputBundle | undefined;
  let loadedByHost = new Map<string, Set<string>>();
  const plugin: Plugin = {
    name: 'tarelka-lazy-preloads',
    apply: 'build',
    // Before Vite's import analysis writes the lists (in its own generateBundle).
    generateBundle: {
      order: 'pre',
      handler(_options, output) {
        bundle = output;
        loadedByHost = new Map();
      },
    },
  };
  const resolveDependencies: ResolveDependencies = (filename, deps, { hostId, hostType }) => {
    if (hostType !== 'js') return deps;
    if (!bundle) throw new Error('lazy-preloads: its plugin is not in the build (vite.config.ts plugins)');
    let loaded = loadedByHost.get(hostId);
    if (!loaded) {
      const entry = Object.values(bundle).find((c) => c.type === 'chunk' && c.isEntry);
      loaded = staticClosure(bundle, [hostId, ...(entry ? [entry.fileName] : []), ...bootStageChunks(bundle)]);
      loadedByHost.set(hostId, loaded);
    }
    return deps.filter((dep) => dep !== filename && !loaded.has(dep));
  };
  return { plugin, resolveDependencies };
}
