import { act, render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { lazyComponent } from './lazy-component';

/** A component "chunk" whose load the test resolves by hand. */
function deferredChunk() {
  let resolve!: () => void;
  const ready = new Promise<void>((r) => (resolve = r));
  let loads = 0;
  const Greeting = ({ name }: { name: string }) => <p>Привет, {name}</p>;
  const load = async () => {
    loads += 1;
    await ready;
    return Greeting;
  };
  return { load, resolve, loads: () => loads };
}

describe('lazyComponent', () => {
  it('draws the fallback while the code loads, then the component', async () => {
    const chunk = deferredChunk();
    const Lazy = lazyComponent(chunk.load, { fallback: <p>Загрузка</p> });
    render(<Lazy name="Анна" />);
    expect(screen.getByText('Загрузка')).toBeTruthy();
    await act(async () => chunk.resolve());
    expect(await screen.findByText('Привет, Анна')).toBeTruthy();
    expect(screen.queryByText('Загрузка')).toBeNull();
  });

  it('draws preloaded code in its first render, with no fallback in between', async () => {
    const chunk = deferredChunk();
    const Lazy = lazyComponent(chunk.load, { fallback: <p>Загрузка</p> });
    chunk.resolve();
    await Lazy.preload();
    render(<Lazy name="Анна" />);
    // No promise is awaited here: what the first commit drew is on the page.
    expect(screen.getByText('Привет, Анна')).toBeTruthy();
    expect(screen.queryByText('Загрузка')).toBeNull();
    expect(chunk.loads()).toBe(1);
  });

  it('loads nothing and draws nothing until the component is needed', async () => {
    const chunk = deferredChunk();
    const Lazy = lazyComponent(chunk.load, { useWhen: (p: { name: string; open: boolean }) => p.open });
    const view = render(<Lazy name="Анна" open={false} />);
    expect(view.container.innerHTML).toBe('');
    expect(chunk.loads()).toBe(0);
    chunk.resolve();
    view.rerender(<Lazy name="Анна" open />);
    expect(await screen.findByText('Привет, Анна')).toBeTruthy();
    // Once needed, it stays drawn (closing animations, focus return).
    view.rerender(<Lazy name="Анна" open={false} />);
    expect(screen.getByText('Привет, Анна')).toBeTruthy();
  });

  it('tries a failed load again on the next preload', async () => {
    let attempts = 0;
    const Lazy = lazyComponent(async () => {
      attempts += 1;
      if (attempts === 1) throw new Error('offline');
      return () => <p>Готово</p>;
    });
    await expect(Lazy.preload()).rejects.toThrow('offline');
    await Lazy.preload();
    render(<Lazy />);
    expect(screen.getByText('Готово')).toBeTruthy();
    expect(attempts).toBe(2);
  });
});
