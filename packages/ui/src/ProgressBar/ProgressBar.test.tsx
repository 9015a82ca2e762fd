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

  it('has no value when indeterminate', () => {
    renderWithTheme(<ProgressBar label="Загрузка" />);
    expect(screen.getByRole('progressbar')).not.toHaveAttribute('aria-valuenow');
  });
});
