import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { renderWithTheme } from '../testing/render';
import { FullScreenPopup } from './FullScreenPopup';

describe('<FullScreenPopup />', () => {
  it('is a dialog named by its title that goes back on the button and Escape', async () => {
    const onClose = vi.fn();
    renderWithTheme(
      <FullScreenPopup open title="Поиск" onClose={onClose}>
        Содержимое
      </FullScreenPopup>,
    );
    expect(screen.getByRole('dialog', { name: 'Поиск' })).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Назад' }));
    await userEvent.keyboard('{Escape}');
    expect(onClose).toHaveBeenCalledTimes(2);
  });
});
