import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderWithTheme } from '../testing/render';
import { ProgressBar } from './ProgressBar';

describe('<ProgressBar />', () => {
  it('reports progress in percent', () => {
    renderWithTheme(<ProgressBar label="Загрузка меню" value={0.42} />);
    expect(screen.getByRole('progressbar', { name: 'Загрузка меню' })).toHaveAttribute('aria-valuenow', '42');
  });

  it('clamps out-of-range values', () => {
    renderWithTheme(<ProgressBar label="Загрузка" value={3} />);
    expect(screen.getByRole('progressbar')).toHaveAttribute('aria-valuenow', '100');
  });

  it('fills to its value, and a new value adds no CSS rule (each added rule restyles the page)', () => {
    const rules = () => [...document.querySelectorAll('style')].map((tag) => tag.textContent ?? '').join('').length;
    const { rerender } = renderWithTheme(<ProgressBar label="До бесплатной доставки" value={0.25} />);
    const fill = () => screen.getByRole('progressbar').firstElementChild as HTMLElement;
    expect(fill().style.width).toBe('25%');
    const before = rules();
    for (const value of [0.3, 0.55, 0.8]) {
      rerender(<ProgressBar label="До бесплатной доставки" value={value} />);
      expect(fill().style.width).toBe(`${value * 100}%`);
    }
    expect(rules()).toBe(before);
  });

  it('has no value when indeterminate', () => {
    renderWithTheme(<ProgressBar label="Загрузка" />);
    expect(screen.getByRole('progressbar')).not.toHaveAttribute('aria-valuenow');
  });
});
