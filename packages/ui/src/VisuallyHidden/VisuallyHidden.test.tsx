import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderWithTheme } from '../testing/render';
import { VisuallyHidden } from './VisuallyHidden';

describe('<VisuallyHidden />', () => {
  it('keeps its text for assistive technology, as the element asked for', () => {
    renderWithTheme(<VisuallyHidden as="h1">Меню</VisuallyHidden>);
    const heading = screen.getByRole('heading', { level: 1, name: 'Меню' });
    expect(heading).toBeInTheDocument();
    expect(getComputedStyle(heading).position).toBe('absolute');
    expect(getComputedStyle(heading).width).toBe('1px');
  });
});
