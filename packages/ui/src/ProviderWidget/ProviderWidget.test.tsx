import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createRef, type ReactElement } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { Button } from '../Button/Button';
import { renderWithTheme } from '../testing/render';
import { ProviderWidget, type ProviderWidgetState } from './ProviderWidget';

function widget(state: ProviderWidgetState, onFallback = () => {}, fallbackWhileLoading = false) {
  const containerRef = createRef<HTMLDivElement>();
  const element = (shown: ProviderWidgetState): ReactElement => (
    <ProviderWidget
      state={shown}
      containerRef={containerRef}
      loadingLabel="Загружаем вход через VK ID"
      fallbackWhileLoading={fallbackWhileLoading}
    >
      <Button onClick={onFallback}>Войти через VK ID</Button>
    </ProviderWidget>
  );
  const view = renderWithTheme(element(state));
  return { containerRef, view, show: (next: ProviderWidgetState) => view.rerender(element(next)) };
}

describe('<ProviderWidget />', () => {
  it('says it is loading while the widget loads, its container laid out but unseen', () => {
    const { containerRef } = widget('loading');
    expect(screen.getByRole('status')).toHaveTextContent('Загружаем вход через VK ID');
    expect(screen.queryByRole('button')).toBeNull();
    expect(containerRef.current).toBeInstanceOf(HTMLDivElement);
    expect(getComputedStyle(containerRef.current!).visibility).toBe('hidden');
    expect(containerRef.current).toHaveAttribute('aria-hidden', 'true');
  });

  it('shows the loaded widget and nothing else', () => {
    const { containerRef } = widget('loaded');
    expect(screen.queryByRole('status')).toBeNull();
    expect(screen.queryByRole('button')).toBeNull();
    expect(getComputedStyle(containerRef.current!).visibility).not.toBe('hidden');
    expect(containerRef.current).not.toHaveAttribute('aria-hidden');
  });

  it('with fallbackWhileLoading, offers our button while the widget loads, then gives way to the widget', async () => {
    const onFallback = vi.fn();
    const { containerRef, show } = widget('loading', onFallback, true);
    expect(screen.queryByRole('status')).toBeNull();
    expect(getComputedStyle(containerRef.current!).visibility).toBe('hidden');
    await userEvent.click(screen.getByRole('button', { name: 'Войти через VK ID' }));
    expect(onFallback).toHaveBeenCalledOnce();
    // The click left the focus on the button; once it moves on, the loaded widget takes the place.
    show('loaded');
    expect(screen.getByRole('button', { name: 'Войти через VK ID' })).toHaveFocus();
    expect(containerRef.current).toHaveAttribute('aria-hidden', 'true');
    await userEvent.tab();
    expect(screen.queryByRole('button')).toBeNull();
    expect(getComputedStyle(containerRef.current!).visibility).not.toBe('hidden');
    expect(containerRef.current).not.toHaveAttribute('aria-hidden');
  });

  it('with fallbackWhileLoading, a widget that loads while nothing holds the button swaps in at once', () => {
    const { containerRef, show } = widget('loading', () => {}, true);
    show('loaded');
    expect(screen.queryByRole('button')).toBeNull();
    expect(containerRef.current).not.toHaveAttribute('aria-hidden');
  });

  it('offers our own button when the widget did not load', async () => {
    const onFallback = vi.fn();
    const { containerRef } = widget('not_loaded', onFallback);
    expect(getComputedStyle(containerRef.current!).display).toBe('none');
    await userEvent.click(screen.getByRole('button', { name: 'Войти через VK ID' }));
    expect(onFallback).toHaveBeenCalledOnce();
  });
});
