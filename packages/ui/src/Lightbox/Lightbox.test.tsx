import { act, fireEvent, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { renderWithTheme } from '../testing/render';
import { Lightbox } from './Lightbox';

afterEach(() => vi.useRealTimers());

describe('<Lightbox />', () => {
  it('goes loading → loaded and names the dialog after the photo', () => {
    const onStateChange = vi.fn();
    renderWithTheme(<Lightbox open src="/p.webp" alt="Маргарита" onClose={() => {}} onStateChange={onStateChange} />);
    expect(screen.getByRole('dialog', { name: 'Маргарита' })).toBeInTheDocument();
    expect(screen.getByRole('status', { name: 'Загрузка фото' })).toBeInTheDocument();
    fireEvent.load(screen.getByRole('img', { name: 'Маргарита' }));
    expect(onStateChange.mock.calls.map(([state]) => state)).toEqual(['loading', 'loaded']);
    expect(screen.queryByRole('status')).not.toBeInTheDocument();
  });

  it('says when the photo cannot be loaded', () => {
    renderWithTheme(<Lightbox open src="/broken.webp" alt="Маргарита" onClose={() => {}} />);
    fireEvent.error(screen.getByRole('img'));
    expect(screen.getByRole('alert')).toHaveTextContent('Не удалось загрузить фото');
  });

  it('closes on Escape and stays mounted for the 200 ms hide animation', async () => {
    const onClose = vi.fn();
    const { rerender } = renderWithTheme(<Lightbox open src="/p.webp" alt="Фото" onClose={onClose} />);
    await userEvent.keyboard('{Escape}');
    expect(onClose).toHaveBeenCalledOnce();
    vi.useFakeTimers();
    rerender(<Lightbox open={false} src="/p.webp" alt="Фото" onClose={onClose} />);
    expect(screen.getByRole('dialog')).toHaveAttribute('data-state', 'idle');
    act(() => vi.advanceTimersByTime(200));
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });
});
