import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { renderWithTheme } from '../testing/render';
import { FilteredOutNotice } from './FilteredOutNotice';

describe('<FilteredOutNotice />', () => {
  it('says how many dishes are hidden and clears the filters', async () => {
    const onClear = vi.fn();
    renderWithTheme(
      <FilteredOutNotice text="Скрыто фильтрами: 4 блюда" clearLabel="Сбросить фильтры" onClear={onClear} />,
    );
    expect(screen.getByText('Скрыто фильтрами: 4 блюда')).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Сбросить фильтры' }));
    expect(onClear).toHaveBeenCalledOnce();
  });
});
