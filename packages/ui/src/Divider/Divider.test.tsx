import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderWithTheme } from '../testing/render';
import { Divider } from './Divider';

describe('<Divider />', () => {
  it('shows its word between the alternatives', () => {
    renderWithTheme(<Divider label="или" />);
    expect(screen.getByText('или')).toBeInTheDocument();
  });

  it('is a separator without a word', () => {
    renderWithTheme(<Divider />);
    expect(screen.getByRole('separator')).toBeInTheDocument();
  });
});
