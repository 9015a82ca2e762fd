import { fireEvent, screen } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { renderWithTheme } from '../testing/render';
import { Image } from './Image';
import { FALLBACK_IMAGE } from './fallback';

describe('<Image />', () => {
  it('loads lazily with srcset and reserves its aspect ratio', () => {
    const { container } = renderWithTheme(
      <Image
        src="/p.webp"
        alt="Маргарита"
        aspectRatio="16 / 9"
        srcSet="/p-320.webp 320w, /p-640.webp 640w"
        sizes="100vw"
      />,
    );
    const img = screen.getByRole('img', { name: 'Маргарита' });
    expect(img).toHaveAttribute('loading', 'lazy');
    expect(img).toHaveAttribute('srcset', '/p-320.webp 320w, /p-640.webp 640w');
    expect(getComputedStyle(container.firstElementChild!).aspectRatio.replace(/\s/g, '')).toBe('16/9');
  });

  it('derives the frame ratio from width and height', () => {
    const { container } = renderWithTheme(<Image src="/p.webp" alt="" width={320} height={180} />);
    expect(getComputedStyle(container.firstElementChild!).aspectRatio.replace(/\s/g, '')).toBe('320/180');
  });

  it('shows the fallback picture when loading fails', () => {
    const onStateChange = vi.fn();
    renderWithTheme(<Image src="/broken.webp" alt="Маргарита" onStateChange={onStateChange} />);
    const img = screen.getByRole('img', { name: 'Маргарита' });
    fireEvent.error(img);
    expect(img).toHaveAttribute('src', FALLBACK_IMAGE);
    expect(img).not.toHaveAttribute('srcset');
    expect(onStateChange).toHaveBeenLastCalledWith('error');
  });

  it('uses a custom fallback when there is no src', () => {
    renderWithTheme(<Image src={undefined} alt="Нет фото" fallbackSrc="/plate.svg" />);
    expect(screen.getByRole('img', { name: 'Нет фото' })).toHaveAttribute('src', '/plate.svg');
  });

  it('reports loaded', () => {
    const onStateChange = vi.fn();
    renderWithTheme(<Image src="/p.webp" alt="x" onStateChange={onStateChange} />);
    fireEvent.load(screen.getByRole('img'));
    expect(onStateChange).toHaveBeenLastCalledWith('loaded');
  });
});
