// Chunking of the storefront build (vite.config.ts), kept with `pnpm size`, which measures it.
import { resolve } from 'node:path';
import type { Plugin } from 'vite';

/** A rolldown `output.codeSplitting` group (the subset used here). */
export interface ChunkGroup {
  name: string;
  tags?: '$initial'[];
  test?: (id: string) => boolean;
}

/**
 * One chunk for the modules that `modules` (lazy route modules, e.g. home and the menu page) import
 * statically and the entry does not: the first load fetches one file instead of a dozen small shared
 * ones, which also compresses better. Lazy imports inside them stay lazy. Returns the plugin that
 * finds those modules once the module graph is known, and the group that puts them in `name`.
 */
export function routeChunk(name: string, root: string, modules: string[]): { plugin: Plugin; group: ChunkGroup } {
  const members = new Set<string>();
  const srcDir = resolve(root, 'src');
  const plugin: Plugin = {
    name: `tarelka-route-chunk-${name}`,
    apply: 'build',
    buildEnd() {
      members.clear();
      const queue = modules.map((m) => resolve(root, m));
      while (queue.length > 0) {
        const id = queue.pop() as string;
        if (members.has(id)) continue;
        // Our own modules only: a package's barrel (`@tarelka/ui`) imports every component, most of
        // them tree-shaken away or lazy; the bundler places package modules by their real use.
        if (!id.startsWith(srcDir)) continue;
        const info = this.getModuleInfo(id);
        if (!info) continue;
        members.add(id);
        queue.push(...info.importedIds);
      }
    },
  };
  return { plugin, group: { name, test: (id) => members.has(id) } };
}
