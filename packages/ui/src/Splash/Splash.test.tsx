import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderWithTheme } from '../testing/render';
import { Splash } from './Splash';

describe('<Splash />', () => {
  it('shows the brand and how far loading has got', () => {
    renderWithTheme(<Splash logo="Тарелка" progress={0.5} />);
    expect(screen.getByText('Тарелка')).toBeInTheDocument();
    expect(screen.getByRole('progressbar', { name: 'Загрузка меню' })).toHaveAttribute('aria-valuenow', '50');
  });
});
