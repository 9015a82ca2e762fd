// @vitest-environment node
import type { Rollup } from 'vite';
import { describe, expect, it } from 'vitest';
import { lazyPreloads } from './lazy-preloads';

const chunk = (fileName: string, moduleIds: string[], imports: string[] = [], isEntry = false) =>
  ({ type: 'chunk', fileName, moduleIds, imports, isEntry }) as unknown as Rollup.OutputChunk;

// The entry and its runtime, the two boot stages, the menu chunk (imports both stages), a lazy
// route's chunk sharing a chunk with another lazy route.
const bundle = Object.fromEntries(
  [
    chunk('assets/entry.js', ['/a/src/main.tsx'], ['assets/runtime.js'], true),
    chunk('assets/runtime.js', ['\0rolldown/runtime.js']),
    chunk('assets/store.js', ['/a/src/boot/store-stage.ts'], ['assets/runtime.js']),
    chunk('assets/render.js', ['/a/src/boot/render-stage.tsx'], ['assets/store.js', 'assets/runtime.js']),
    chunk('assets/menu.js', ['/a/src/app/pages/MenuRoute.tsx'], ['assets/render.js', 'assets/store.js']),
    chunk('assets/cart.js', ['/a/src/app/pages/CartRoute.tsx'], ['assets/menu.js', 'assets/shared.js']),
    chunk('assets/shared.js', ['/a/packages/ui/src/Modal/Modal.tsx'], ['assets/render.js']),
  ].map((c) => [c.fileName, c]),
);

function prepared() {
  const preloads = lazyPreloads();
  const hook = preloads.plugin.generateBundle as { handler: (options: unknown, output: Rollup.OutputBundle) => void };
  hook.handler({}, bundle);
  return preloads.resolveDependencies;
}

describe('lazyPreloads', () => {
  const cartDeps = ['assets/cart.js', 'assets/menu.js', 'assets/render.js', 'assets/store.js', 'assets/shared.js'];

  it('keeps what may not be loaded yet, without the imported chunk, the entry or the boot stages', () => {
    const resolve = prepared();
    expect(resolve('assets/cart.js', cartDeps, { hostId: 'assets/entry.js', hostType: 'js' })).toEqual([
      'assets/menu.js',
      'assets/shared.js',
    ]);
  });

  it('drops what the importing chunk imports itself', () => {
    const resolve = prepared();
    expect(resolve('assets/cart.js', cartDeps, { hostId: 'assets/menu.js', hostType: 'js' })).toEqual([
      'assets/shared.js',
    ]);
  });

  it("leaves the HTML's preloads alone", () => {
    const resolve = prepared();
    const deps = ['assets/runtime.js'];
    expect(resolve('assets/entry.js', deps, { hostId: 'index.html', hostType: 'html' })).toBe(deps);
  });

  it('refuses to run without its plugin in the build', () => {
    const { resolveDependencies } = lazyPreloads();
    expect(() =>
      resolveDependencies('assets/cart.js', cartDeps, { hostId: 'assets/entry.js', hostType: 'js' }),
    ).toThrow(/plugin is not in the build/);
  });
});
