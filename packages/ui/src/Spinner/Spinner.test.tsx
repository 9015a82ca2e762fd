import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderWithTheme } from '../testing/render';
import { Spinner } from './Spinner';

describe('<Spinner />', () => {
  it('announces its label as a status', () => {
    renderWithTheme(<Spinner label="Загрузка" />);
    expect(screen.getByRole('status', { name: 'Загрузка' })).toBeInTheDocument();
  });

  it('is hidden from assistive tech without a label', () => {
    renderWithTheme(<Spinner />);
    expect(screen.queryByRole('status')).not.toBeInTheDocument();
  });
});
