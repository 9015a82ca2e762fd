import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { renderWithTheme } from '../testing/render';
import { Chip } from './Chip';

describe('<Chip />', () => {
  it('is plain text without a handler', () => {
    renderWithTheme(<Chip>Острое</Chip>);
    expect(screen.queryByRole('button')).not.toBeInTheDocument();
    expect(screen.getByText('Острое')).toBeInTheDocument();
  });

  it('is a toggle button with a handler', async () => {
    const onClick = vi.fn();
    renderWithTheme(
      <Chip selected onClick={onClick}>
        Острое
      </Chip>,
    );
    const chip = screen.getByRole('button', { name: 'Острое', pressed: true });
    await userEvent.click(chip);
    expect(onClick).toHaveBeenCalledOnce();
  });
});
