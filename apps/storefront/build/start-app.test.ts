// When the prerendered page starts the app (prerender-html.ts, startAppAfterPaint): the shipped
// inline script run in jsdom, its `import()` of the entry observed. jsdom lays nothing out and
// decodes no image, so a test gives the priority image a box and a decode where it needs them.
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { injectShell, startAppAfterPaint } from './prerender-html';

const ENTRY = '/assets/Ab3_x9Z.js';

/** Runs the start script over `body`; resolves the entry's imports as a list of the URLs asked. */
function run(body: string, { foreign = false, preloads = [] as string[] } = {}) {
  document.documentElement.toggleAttribute('data-no-shell', foreign);
  document.body.innerHTML = `<div id="root">${body}</div>`;
  const imported: string[] = [];
  // `import(` is the only dynamic part: here it records instead of loading.
  const script = startAppAfterPaint(ENTRY, preloads).replace('import(', '__import(');
  new Function('__import', script)((url: string) => imported.push(url));
  return imported;
}

/** Lets `ms` pass, with the frames and tasks queued meanwhile. */
async function pass(ms: number) {
  await vi.advanceTimersByTimeAsync(ms);
}

beforeEach(() => {
  vi.useFakeTimers({ toFake: ['setTimeout', 'requestAnimationFrame'] });
});

afterEach(() => {
  vi.useRealTimers();
  vi.restoreAllMocks();
  document.documentElement.removeAttribute('data-no-shell');
  document.body.innerHTML = '';
});

/** Gives every image a box on screen and a decode that resolves. */
function imagesShown() {
  vi.spyOn(HTMLImageElement.prototype, 'getClientRects').mockReturnValue([new DOMRect(0, 0, 390, 220)] as never);
  Object.defineProperty(HTMLImageElement.prototype, 'decode', {
    configurable: true,
    value: () => Promise.resolve(),
  });
}

describe('the prerendered page starts the app (a browser without largest-contentful-paint entries)', () => {
  it('after the first frame where the page has no priority image', async () => {
    const imported = run('<div class="ps" data-prerendered="/auth"><h1>Вход</h1></div>');
    expect(imported).toEqual([]);
    await pass(20);
    expect(imported).toEqual([ENTRY]);
  });

  it('only once its priority image has loaded and a frame has passed, and only once', async () => {
    imagesShown();
    const imported = run('<div class="ps" data-prerendered="/"><img src="/a.svg" fetchpriority="high"></div>');
    const image = document.querySelector('img')!;
    Object.defineProperty(image, 'complete', { value: false });
    await pass(500);
    expect(imported, 'before the image has loaded').toEqual([]);
    image.dispatchEvent(new Event('load'));
    await pass(20);
    expect(imported).toEqual([ENTRY]);
    await pass(3_000);
    expect(imported, 'the 2 s limit starts nothing more').toEqual([ENTRY]);
  });

  it('at once when the image failed, and after 2 s whatever happens', async () => {
    imagesShown();
    let imported = run('<div class="ps" data-prerendered="/"><img src="/a.svg" fetchpriority="high"></div>');
    Object.defineProperty(document.querySelector('img')!, 'complete', { value: false });
    document.querySelector('img')!.dispatchEvent(new Event('error'));
    expect(imported).toEqual([ENTRY]);

    imported = run('<div class="ps" data-prerendered="/"><img src="/a.svg" fetchpriority="high"></div>');
    Object.defineProperty(document.querySelector('img')!, 'complete', { value: false });
    await pass(1_990);
    expect(imported).toEqual([]);
    await pass(20);
    expect(imported).toEqual([ENTRY]);
  });

  it('does not wait for a priority image that is not shown (under a hidden section)', async () => {
    const imported = run('<div class="ps" data-prerendered="/"><img src="/a.svg" fetchpriority="high"></div>');
    Object.defineProperty(document.querySelector('img')!, 'complete', { value: false });
    await pass(20);
    expect(imported).toEqual([ENTRY]);
  });

  it('at once on a path whose shell is foreign (hidden, then removed)', () => {
    imagesShown();
    const imported = run('<div class="ps" data-prerendered="/"><img src="/a.svg" fetchpriority="high"></div>', {
      foreign: true,
    });
    expect(imported).toEqual([ENTRY]);
  });
});

describe('where the browser reports largest-contentful-paint candidates (Chromium)', () => {
  /** A PerformanceObserver of that API whose candidates the test reports. */
  function reportCandidates() {
    const observers: Array<(entries: Array<{ element: Element | null }>) => void> = [];
    class Observer {
      static supportedEntryTypes = ['largest-contentful-paint'];
      constructor(private readonly callback: (list: { getEntries: () => unknown[] }) => void) {}
      observe() {
        observers.push((entries) => this.callback({ getEntries: () => entries }));
      }
    }
    vi.stubGlobal('PerformanceObserver', Observer);
    return (element: Element | null) => observers.forEach((report) => report([{ element }]));
  }

  afterEach(() => vi.unstubAllGlobals());

  it('starts when the priority image is reported, not when it has only decoded', async () => {
    const report = reportCandidates();
    imagesShown();
    const imported = run(
      '<div class="ps" data-prerendered="/"><h1>Меню</h1><img src="/a.svg" fetchpriority="high"></div>',
    );
    report(document.querySelector('h1'));
    await pass(100);
    expect(imported, 'a candidate other than the image').toEqual([]);
    report(document.querySelector('img'));
    await pass(1);
    expect(imported).toEqual([ENTRY]);
  });

  it('starts 0.5 s after the image decoded when it is never reported (something larger was first)', async () => {
    reportCandidates();
    imagesShown();
    const imported = run('<div class="ps" data-prerendered="/"><img src="/a.svg" fetchpriority="high"></div>');
    document.querySelector('img')!.dispatchEvent(new Event('load'));
    await pass(490);
    expect(imported).toEqual([]);
    await pass(20);
    expect(imported).toEqual([ENTRY]);
  });

  it('starts at the first candidate on a page without a priority image', async () => {
    const report = reportCandidates();
    const imported = run('<div class="ps" data-prerendered="/auth"><h1>Вход</h1></div>');
    await pass(100);
    expect(imported).toEqual([]);
    report(document.querySelector('h1'));
    await pass(1);
    expect(imported).toEqual([ENTRY]);
  });
});

describe("the built page's scripts", () => {
  const BUILT =
    '<head><script type="module" crossorigin src="/assets/a.js"></script>\n' +
    '<link rel="modulepreload" crossorigin href="/assets/b.js">\n' +
    '<script>inline()</script><link rel="icon" href="/favicon.svg"></head><body><div id="root"></div></body>';

  it('starts the entry from the end of the page and preloads its imports at low priority', () => {
    const html = injectShell(BUILT, '<div class="ps" data-prerendered="/"></div>', '');
    expect(html).not.toContain('<script type="module"');
    // The entry downloads once the page has painted, not beside its picture.
    expect(html).not.toContain('href="/assets/a.js"');
    expect(html).toContain('<link rel="modulepreload" fetchpriority="low" crossorigin href="/assets/b.js">');
    expect(html).toContain('<script>inline()</script><link rel="icon" href="/favicon.svg">');
    // After the shell (and the script that drops a foreign one), so it sees the page it waits for.
    const start = html.indexOf(`<script>${startAppAfterPaint('/assets/a.js')}</script>`);
    expect(start).toBeGreaterThan(html.indexOf('data-prerendered="/"'));
    expect(start).toBeGreaterThan(html.indexOf('s.remove()'));
  });

  it("preloads the later boot stages' chunks when it starts the entry, not before", async () => {
    const preloads = ['/assets/store.js', '/assets/render.js'];
    const imported = run('<div class="ps" data-prerendered="/auth"><h1>Вход</h1></div>', { preloads });
    const links = () =>
      [...document.head.querySelectorAll<HTMLLinkElement>('link[rel=modulepreload]')].map((l) =>
        l.getAttribute('href'),
      );
    expect(links(), 'nothing downloads beside the picture').toEqual([]);
    await pass(20);
    expect(imported).toEqual([ENTRY]);
    expect(links()).toEqual(preloads);
    document.head.innerHTML = '';
  });

  it("passes the stage chunks to the start script, under the entry's folder", () => {
    const html = injectShell(BUILT, '<div class="ps" data-prerendered="/"></div>', '', undefined, [
      'assets/s1.js',
      'assets/r2.js',
    ]);
    expect(html).toContain(
      `<script>${startAppAfterPaint('/assets/a.js', ['/assets/s1.js', '/assets/r2.js'])}</script>`,
    );
  });

  it('leaves a page without an entry script as it was, but for the shell', () => {
    const html = injectShell(
      '<head></head><body><div id="root"></div></body>',
      '<div class="ps" data-prerendered="/"></div>',
      '',
    );
    expect(html).not.toContain('import(');
  });
});
