import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { renderWithTheme } from '../testing/render';
import { PositionCard } from './PositionCard';
import { makePosition } from './PositionCard.fixtures';

const text = (el: HTMLElement) => el.textContent?.replace(/\u00a0/g, ' ');

describe('<PositionCard />', () => {
  it('shows the name, weight and price', () => {
    renderWithTheme(<PositionCard position={makePosition()} onAdd={() => {}} onOpen={() => {}} />);
    const card = screen.getByRole('article');
    expect(screen.getByRole('heading', { name: 'Маргарита' })).toBeInTheDocument();
    expect(text(card)).toContain('450 г');
    expect(text(card)).toContain('499 ₽');
  });

  it('adds one to the cart', async () => {
    const onAdd = vi.fn();
    renderWithTheme(<PositionCard position={makePosition()} onAdd={onAdd} onOpen={() => {}} />);
    await userEvent.click(screen.getByRole('button', { name: 'В корзину: Маргарита' }));
    expect(onAdd).toHaveBeenCalledWith('margherita');
  });

  it('shows a counter once in the cart', async () => {
    const onCountChange = vi.fn();
    renderWithTheme(
      <PositionCard
        position={makePosition()}
        count={2}
        onAdd={() => {}}
        onCountChange={onCountChange}
        onOpen={() => {}}
      />,
    );
    const counter = screen.getByRole('group', { name: 'Маргарита' });
    expect(counter).toHaveTextContent('2');
    await userEvent.click(screen.getByRole('button', { name: 'Уменьшить количество' }));
    expect(onCountChange).toHaveBeenCalledWith('margherita', 1);
  });

  it('opens the details for positions with modifiers instead of adding', async () => {
    const onAdd = vi.fn();
    const onOpen = vi.fn();
    renderWithTheme(<PositionCard position={makePosition({ hasModifiers: true })} onAdd={onAdd} onOpen={onOpen} />);
    await userEvent.click(screen.getByRole('button', { name: 'Выбрать: Маргарита' }));
    expect(onOpen).toHaveBeenCalledWith('margherita');
    expect(onAdd).not.toHaveBeenCalled();
  });

  it('opens the details from the name', async () => {
    const onOpen = vi.fn();
    renderWithTheme(<PositionCard position={makePosition()} onAdd={() => {}} onOpen={onOpen} />);
    await userEvent.click(screen.getByRole('button', { name: 'Маргарита' }));
    expect(onOpen).toHaveBeenCalledWith('margherita');
  });
});
