import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { renderWithTheme } from '../testing/render';
import { PositionDetail } from './PositionDetail';
import type { PositionDetailProps } from './PositionDetail';
import { makePositionDetail, positionDetailLabelsRu } from './PositionDetail.fixtures';

const addButton = () => screen.getByRole('button', { name: /Добавить за/ });
const text = (el: HTMLElement) => el.textContent?.replace(/\u00a0/g, ' ');
const renderDetail = (props: Partial<PositionDetailProps> = {}) =>
  renderWithTheme(
    <PositionDetail position={makePositionDetail()} onAdd={() => {}} labels={positionDetailLabelsRu} {...props} />,
  );

describe('<PositionDetail />', () => {
  it('shows the name, weight, description, notes and the first photo', () => {
    renderDetail({ position: makePositionDetail({ notes: ['Готовится 1,5 часа'] }) });
    expect(screen.getByRole('heading', { name: 'Маргарита' })).toBeInTheDocument();
    expect(screen.getByText('450 г')).toBeInTheDocument();
    expect(screen.getByText('Готовится 1,5 часа')).toBeInTheDocument();
    const photo = screen.getByRole('img', { name: 'Маргарита' });
    expect(photo).toHaveAttribute('loading', 'eager');
    expect(photo).toHaveAttribute('fetchpriority', 'high');
  });

  it('leaves the name to the dialog title when asked', () => {
    renderDetail({ hideName: true });
    expect(screen.queryByRole('heading', { name: 'Маргарита' })).not.toBeInTheDocument();
  });

  it('opens the lightbox from the photo', async () => {
    const onPhotoClick = vi.fn();
    renderDetail({ onPhotoClick });
    await userEvent.click(screen.getByRole('button', { name: 'Открыть фото' }));
    expect(onPhotoClick).toHaveBeenCalledWith(0);
  });

  it('refuses to add until the required group is chosen', async () => {
    const onAdd = vi.fn();
    renderDetail({ onAdd });
    await userEvent.click(addButton());
    expect(onAdd).not.toHaveBeenCalled();
    const size = screen.getByRole('group', { name: 'Размер' });
    expect(within(size).getByRole('alert')).toHaveTextContent('Выберите хотя бы 1 вариант');
    expect(size).toHaveFocus();
    await userEvent.click(within(size).getByRole('radio', { name: /25 см/ }));
    expect(within(size).queryByRole('alert')).not.toBeInTheDocument();
    await userEvent.click(addButton());
    expect(onAdd).toHaveBeenCalledWith({ count: 1, modifiers: [{ groupId: 'size', id: 'small', price: 0 }] });
  });

  it('stops optional choices at the group maximum', async () => {
    renderDetail();
    await userEvent.click(screen.getByRole('checkbox', { name: /Сырный бортик/ }));
    await userEvent.click(screen.getByRole('checkbox', { name: /Халапеньо/ }));
    expect(screen.getByRole('checkbox', { name: /Бекон/ })).toBeDisabled();
    await userEvent.click(screen.getByRole('checkbox', { name: /Халапеньо/ }));
    expect(screen.getByRole('checkbox', { name: /Бекон/ })).toBeEnabled();
  });

  it('prices the add button with modifiers and quantity', async () => {
    renderDetail();
    expect(text(addButton())).toBe('Добавить за 499 ₽');
    await userEvent.click(screen.getByRole('radio', { name: /33 см/ }));
    await userEvent.click(screen.getByRole('button', { name: 'Больше' }));
    expect(screen.getByRole('group', { name: 'Количество' })).toHaveTextContent('2');
    expect(text(addButton())).toBe('Добавить за 1 398 ₽');
  });

  it('adds a position without modifiers straight away', async () => {
    const onAdd = vi.fn();
    renderDetail({ onAdd, position: makePositionDetail({ modifierGroups: [] }) });
    await userEvent.click(addButton());
    expect(onAdd).toHaveBeenCalledWith({ count: 1, modifiers: [] });
  });

  it('says when it cannot be ordered now instead of offering to add', () => {
    renderDetail({ unavailable: true });
    expect(screen.getByRole('status')).toHaveTextContent('Недоступно сейчас');
    expect(screen.queryByRole('button', { name: /Добавить за/ })).not.toBeInTheDocument();
  });

  it('shows КБЖУ per portion and per 100 g, the allergens, diet marks and ingredients', () => {
    renderDetail({ locale: 'ru' });
    const table = screen.getByRole('table', { name: 'Пищевая ценность' });
    // 236 kcal per 100 g × 450 g / 100 = 1 062 kcal
    expect(text(within(table).getByRole('rowheader', { name: 'Энергетическая ценность' }).closest('tr')!)).toBe(
      'Энергетическая ценность1 062 ккал236 ккал',
    );
    expect(
      within(table)
        .getAllByRole('columnheader')
        .map((th) => th.textContent),
    ).toEqual(['Нутриент', 'На порцию', 'На 100 г']);
    expect(screen.getByText('Содержит:').closest('p')).toHaveTextContent(/^Содержит: глютен$/);
    expect(screen.getByRole('list', { name: 'Особенности блюда' })).toHaveTextContent('Вегетарианское');
    expect(screen.getByText('Состав:').closest('p')).toHaveTextContent(/мука пшеничная/);
  });

  it('updates the figures and allergens live as modifiers are chosen', async () => {
    renderDetail({ locale: 'ru' });
    const kcal = () =>
      text(screen.getByRole('rowheader', { name: 'Энергетическая ценность' }).closest('tr')!.querySelector('td')!);
    expect(kcal()).toBe('1 062 ккал');
    await userEvent.click(screen.getByRole('checkbox', { name: /Сырный бортик/ }));
    expect(kcal()).toBe('1 182 ккал');
    expect(screen.getByText('Содержит:').closest('p')).toHaveTextContent(/^Содержит: глютен, молоко$/);
    await userEvent.click(screen.getByRole('checkbox', { name: /Сырный бортик/ }));
    expect(screen.getByText('Содержит:').closest('p')).toHaveTextContent(/^Содержит: глютен$/);
  });

  it('shows per 100 g only for pieces without a weight: no portion column, never zeros', () => {
    renderDetail({
      position: makePositionDetail({
        modifierGroups: [],
        nutrition: {
          measure: { value: 8, unit: 'pc' },
          nutrition: { per100: { kcal: 180, proteins: 7, fats: 6, carbohydrates: 24 } },
        },
      }),
    });
    expect(screen.queryByRole('columnheader', { name: 'На порцию' })).not.toBeInTheDocument();
    expect(screen.getByText('Аллергены не указаны')).toBeInTheDocument();
  });

  it('says per 100 ml for a drink', () => {
    renderDetail({
      position: makePositionDetail({
        modifierGroups: [],
        nutrition: {
          measure: { value: 250, unit: 'ml' },
          nutrition: { per100: { kcal: 45, proteins: 0, fats: 0, carbohydrates: 11 } },
          allergens: [],
        },
      }),
    });
    expect(screen.getByRole('columnheader', { name: 'На 100 мл' })).toBeInTheDocument();
    expect(screen.queryByText('Содержит:')).not.toBeInTheDocument();
  });
});
