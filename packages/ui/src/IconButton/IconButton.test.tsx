import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { CloseIcon } from '../lib/icons';
import { renderWithTheme } from '../testing/render';
import { IconButton } from './IconButton';

describe('<IconButton />', () => {
  it('is named by its aria-label and clickable', async () => {
    const onClick = vi.fn();
    renderWithTheme(
      <IconButton aria-label="Закрыть" onClick={onClick}>
        <CloseIcon />
      </IconButton>,
    );
    await userEvent.click(screen.getByRole('button', { name: 'Закрыть' }));
    expect(onClick).toHaveBeenCalledOnce();
  });
});
