import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { renderWithTheme } from '../testing/render';
import { LocationButton } from './LocationButton';

describe('<LocationButton />', () => {
  it('names the chosen address and opens the dialog', async () => {
    const onClick = vi.fn();
    renderWithTheme(
      <LocationButton onClick={onClick} testId="location-summary">
        Доставка: ул. Тверская, 12
      </LocationButton>,
    );
    const button = screen.getByRole('button', { name: 'Доставка: ул. Тверская, 12' });
    expect(button).toHaveAttribute('data-testid', 'location-summary');
    await userEvent.click(button);
    expect(onClick).toHaveBeenCalledOnce();
  });

  it("marks the address as the customer's own text", () => {
    renderWithTheme(<LocationButton onClick={() => {}}>Самовывоз: пр. Мира, 45</LocationButton>);
    expect(screen.getByText('Самовывоз: пр. Мира, 45')).toHaveAttribute('data-user-content');
  });
});
