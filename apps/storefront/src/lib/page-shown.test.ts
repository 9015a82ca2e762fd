import { waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { markPageShown, resetPageShown, whenPageShown } from './page-shown';

afterEach(resetPageShown);

describe('whenPageShown', () => {
  it('waits for the first page to be painted, then runs every waiter once', async () => {
    const first = vi.fn();
    const second = vi.fn();
    whenPageShown(first);
    whenPageShown(second);
    markPageShown();
    markPageShown();
    // Not within the commit that showed the page: after its paint.
    expect(first).not.toHaveBeenCalled();
    await waitFor(() => expect(first).toHaveBeenCalledOnce());
    expect(second).toHaveBeenCalledOnce();
  });

  it('runs at once after a page was shown, and not at all once cancelled', async () => {
    const cancelled = vi.fn();
    const released = vi.fn();
    whenPageShown(cancelled)();
    whenPageShown(released);
    markPageShown();
    await waitFor(() => expect(released).toHaveBeenCalledOnce());
    expect(cancelled).not.toHaveBeenCalled();
    const late = vi.fn();
    whenPageShown(late);
    expect(late).toHaveBeenCalledOnce();
  });
});
