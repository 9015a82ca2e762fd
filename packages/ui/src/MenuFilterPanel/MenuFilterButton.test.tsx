import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { renderWithTheme } from '../testing/render';
import { MenuFilterButton } from './MenuFilterButton';

describe('<MenuFilterButton />', () => {
  it('is named by its label and shows how many filters are on', async () => {
    const onClick = vi.fn();
    renderWithTheme(<MenuFilterButton label="Фильтры · 2" count={2} onClick={onClick} />);
    const button = screen.getByRole('button', { name: 'Фильтры · 2' });
    expect(screen.getByText('2')).toBeInTheDocument();
    await userEvent.click(button);
    expect(onClick).toHaveBeenCalledOnce();
  });

  it('shows no count when no filter is on', () => {
    const { container } = renderWithTheme(<MenuFilterButton label="Фильтры" count={0} />);
    expect(container).toHaveTextContent(/^$/);
  });
});
