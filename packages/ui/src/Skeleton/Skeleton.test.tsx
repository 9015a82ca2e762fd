import { describe, expect, it } from 'vitest';
import { renderWithTheme } from '../testing/render';
import { Skeleton } from './Skeleton';

describe('<Skeleton />', () => {
  it('is hidden from assistive tech', () => {
    const { container } = renderWithTheme(<Skeleton aspectRatio="16 / 9" />);
    expect(container.firstElementChild).toHaveAttribute('aria-hidden', 'true');
  });

  it('reserves the aspect ratio it is given', () => {
    const { container } = renderWithTheme(<Skeleton aspectRatio="16 / 9" />);
    expect(getComputedStyle(container.firstElementChild!).aspectRatio.replace(/\s/g, '')).toBe('16/9');
  });
});
