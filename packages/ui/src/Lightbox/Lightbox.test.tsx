import { act, fireEvent, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { renderWithTheme } from '../testing/render';
import { Lightbox } from './Lightbox';
import { lightboxLabelsRu as labels } from './Lightbox.fixtures';

afterEach(() => vi.useRealTimers());

const photos = [
  { src: '/p1.webp', alt: 'Маргарита' },
  { src: '/p2.webp', alt: 'Маргарита в разрезе' },
];

describe('<Lightbox />', () => {
  it('goes loading → loaded and names the dialog after the photo', () => {
    const onStateChange = vi.fn();
    renderWithTheme(
      <Lightbox open photos={photos.slice(0, 1)} onClose={() => {}} onStateChange={onStateChange} labels={labels} />,
    );
    expect(screen.getByRole('dialog', { name: 'Маргарита' })).toBeInTheDocument();
    expect(screen.getByRole('status', { name: 'Загрузка фото' })).toBeInTheDocument();
    fireEvent.load(screen.getByRole('img', { name: 'Маргарита' }));
    expect(onStateChange.mock.calls.map(([state]) => state)).toEqual(['loading', 'loaded']);
    expect(screen.queryByRole('status')).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Следующее фото' })).not.toBeInTheDocument();
  });

  it('says when the photo cannot be loaded', () => {
    renderWithTheme(<Lightbox open photos={photos} onClose={() => {}} labels={labels} />);
    fireEvent.error(screen.getByRole('img'));
    expect(screen.getByRole('alert')).toHaveTextContent('Не удалось загрузить фото');
  });

  it('starts at the given photo and goes round the photos with the arrows and the keys', async () => {
    renderWithTheme(<Lightbox open photos={photos} index={1} onClose={() => {}} labels={labels} />);
    expect(screen.getByRole('dialog', { name: 'Маргарита в разрезе' })).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Следующее фото' }));
    expect(screen.getByRole('dialog', { name: 'Маргарита' })).toHaveAttribute('data-state', 'loading');
    await userEvent.keyboard('{ArrowLeft}');
    expect(screen.getByRole('dialog', { name: 'Маргарита в разрезе' })).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Предыдущее фото' }));
    expect(screen.getByRole('img', { name: 'Маргарита' })).toHaveAttribute('src', '/p1.webp');
  });

  it('closes on Escape without the dialog beneath hearing it, and stays for the 200 ms hide', async () => {
    const onClose = vi.fn();
    const beneath = vi.fn();
    document.addEventListener('keydown', beneath);
    const { rerender } = renderWithTheme(<Lightbox open photos={photos} onClose={onClose} labels={labels} />);
    await userEvent.keyboard('{Escape}');
    document.removeEventListener('keydown', beneath);
    expect(onClose).toHaveBeenCalledOnce();
    expect(beneath).not.toHaveBeenCalled();
    vi.useFakeTimers();
    rerender(<Lightbox open={false} photos={photos} onClose={onClose} labels={labels} />);
    expect(screen.getByRole('dialog')).toHaveAttribute('data-state', 'idle');
    act(() => vi.advanceTimersByTime(200));
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });
});
