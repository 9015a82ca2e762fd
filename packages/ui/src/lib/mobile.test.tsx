import { act, renderHook } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { MOBILE_FLAG_SCRIPT } from '../theme/theme';
import { isMobileNow, useIsMobile, watchMobile } from './hooks';

const DESKTOP_UA = 'Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 Chrome/131.0 Safari/537.36';
const TABLET_UA = 'Mozilla/5.0 (Linux; Android 14; SM-X710) AppleWebKit/537.36 Chrome/131.0 Safari/537.36';

/** A window `width` px wide with `userAgent`, whose 840 px query notifies its listeners on resize. */
function fakeWindow(width: number, userAgent: string) {
  const listeners = new Set<() => void>();
  let current = width;
  vi.spyOn(window.navigator, 'userAgent', 'get').mockReturnValue(userAgent);
  vi.spyOn(window, 'matchMedia').mockImplementation(
    (query) =>
      ({
        get matches() {
          return current < 840;
        },
        media: query,
        addEventListener: (_: string, listener: () => void) => listeners.add(listener),
        removeEventListener: (_: string, listener: () => void) => listeners.delete(listener),
      }) as unknown as MediaQueryList,
  );
  return {
    resize(next: number) {
      current = next;
      listeners.forEach((listener) => listener());
    },
  };
}

afterEach(() => {
  vi.restoreAllMocks();
  document.documentElement.removeAttribute('data-mobile');
});

describe('the mobile rule', () => {
  it('is a mobile user agent or a window narrower than 840 px', () => {
    fakeWindow(1440, DESKTOP_UA);
    expect(isMobileNow()).toBe(false);
    vi.restoreAllMocks();
    fakeWindow(839, DESKTOP_UA);
    expect(isMobileNow()).toBe(true);
    vi.restoreAllMocks();
    // A tablet with a mobile user agent is mobile at any width.
    fakeWindow(1280, TABLET_UA);
    expect(isMobileNow()).toBe(true);
  });

  it('sets data-mobile on <html> and keeps it in step with the width', () => {
    const win = fakeWindow(1440, DESKTOP_UA);
    const stop = watchMobile();
    expect(document.documentElement.hasAttribute('data-mobile')).toBe(false);
    win.resize(390);
    expect(document.documentElement.hasAttribute('data-mobile')).toBe(true);
    stop();
    win.resize(1440);
    expect(document.documentElement.hasAttribute('data-mobile')).toBe(true);
  });

  it('gives the head script the same answer as the hook', () => {
    fakeWindow(1280, TABLET_UA);
    new Function(MOBILE_FLAG_SCRIPT)();
    expect(document.documentElement.hasAttribute('data-mobile')).toBe(true);
    vi.restoreAllMocks();
    document.documentElement.removeAttribute('data-mobile');
    const desktop = fakeWindow(1440, DESKTOP_UA);
    new Function(MOBILE_FLAG_SCRIPT)();
    expect(document.documentElement.hasAttribute('data-mobile')).toBe(false);
    desktop.resize(600);
    expect(document.documentElement.hasAttribute('data-mobile')).toBe(true);
  });

  it('re-renders a component when the window crosses 840 px', () => {
    const win = fakeWindow(1440, DESKTOP_UA);
    const { result } = renderHook(() => useIsMobile());
    expect(result.current).toBe(false);
    act(() => win.resize(700));
    expect(result.current).toBe(true);
  });
});
