import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { renderWithTheme } from '../testing/render';
import { PositionDetail } from './PositionDetail';
import { makePositionDetail } from './PositionDetail.fixtures';

const addButton = () => screen.getByRole('button', { name: /Добавить за/ });
const text = (el: HTMLElement) => el.textContent?.replace(/\u00a0/g, ' ');

describe('<PositionDetail />', () => {
  it('shows the name, weight, description and photos', () => {
    renderWithTheme(<PositionDetail position={makePositionDetail()} onAdd={() => {}} />);
    expect(screen.getByRole('heading', { name: 'Маргарита' })).toBeInTheDocument();
    expect(screen.getByText('450 г')).toBeInTheDocument();
    expect(screen.getByRole('region', { name: 'Фото блюда' })).toBeInTheDocument();
  });

  it('refuses to add until the required group is chosen', async () => {
    const onAdd = vi.fn();
    renderWithTheme(<PositionDetail position={makePositionDetail()} onAdd={onAdd} />);
    await userEvent.click(addButton());
    expect(onAdd).not.toHaveBeenCalled();
    const size = screen.getByRole('group', { name: 'Размер' });
    expect(within(size).getByRole('alert')).toHaveTextContent('Выберите хотя бы один вариант');
    expect(size).toHaveFocus();
    await userEvent.click(within(size).getByRole('radio', { name: /25 см/ }));
    await userEvent.click(addButton());
    expect(onAdd).toHaveBeenCalledWith({ count: 1, modifiers: [{ groupId: 'size', id: 'small', price: 0 }] });
  });

  it('stops optional choices at the group maximum', async () => {
    renderWithTheme(<PositionDetail position={makePositionDetail()} onAdd={() => {}} />);
    await userEvent.click(screen.getByRole('checkbox', { name: /Сырный бортик/ }));
    await userEvent.click(screen.getByRole('checkbox', { name: /Халапеньо/ }));
    expect(screen.getByRole('checkbox', { name: /Бекон/ })).toBeDisabled();
    await userEvent.click(screen.getByRole('checkbox', { name: /Халапеньо/ }));
    expect(screen.getByRole('checkbox', { name: /Бекон/ })).toBeEnabled();
  });

  it('prices the add button with modifiers and quantity', async () => {
    renderWithTheme(<PositionDetail position={makePositionDetail()} onAdd={() => {}} />);
    expect(text(addButton())).toBe('Добавить за 499 ₽');
    await userEvent.click(screen.getByRole('radio', { name: /33 см/ }));
    await userEvent.click(screen.getByRole('button', { name: 'Увеличить количество' }));
    expect(text(addButton())).toBe('Добавить за 1 398 ₽');
  });

  it('adds a position without modifiers straight away', async () => {
    const onAdd = vi.fn();
    renderWithTheme(<PositionDetail position={makePositionDetail({ modifierGroups: [] })} onAdd={onAdd} />);
    await userEvent.click(addButton());
    expect(onAdd).toHaveBeenCalledWith({ count: 1, modifiers: [] });
  });
});
