import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderWithTheme } from '../testing/render';
import { Splash } from './Splash';

describe('<Splash />', () => {
  it('shows the brand and how far loading has got', () => {
    renderWithTheme(<Splash logo="Тарелка" progress={0.5} label="Загрузка меню" />);
    expect(screen.getByText('Тарелка')).toBeInTheDocument();
    expect(screen.getByRole('progressbar', { name: 'Загрузка меню' })).toHaveAttribute('aria-valuenow', '50');
  });

  it('can sit under dialogs, so the first location popup opens over it', () => {
    renderWithTheme(<Splash logo="Тарелка" label="Загрузка меню" testId="splash" $belowDialogs />);
    const splash = screen.getByTestId('splash');
    expect(getComputedStyle(splash).zIndex).toBe('399');
    expect(screen.getByRole('progressbar', { name: 'Загрузка меню' })).toBeInTheDocument();
  });
});
