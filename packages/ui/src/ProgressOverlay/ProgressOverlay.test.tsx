import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderWithTheme } from '../testing/render';
import { ProgressOverlay } from './ProgressOverlay';

describe('<ProgressOverlay />', () => {
  it('announces what is happening', () => {
    renderWithTheme(<ProgressOverlay visible label="Сохраняем адрес" />);
    expect(screen.getByRole('status', { name: 'Сохраняем адрес' })).toBeInTheDocument();
  });

  it('renders nothing when hidden', () => {
    renderWithTheme(<ProgressOverlay visible={false} label="Сохраняем адрес" />);
    expect(screen.queryByRole('status')).not.toBeInTheDocument();
  });
});
