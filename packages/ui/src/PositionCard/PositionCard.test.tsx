import { fireEvent, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { renderWithTheme } from '../testing/render';
import { PositionCard } from './PositionCard';
import { makePosition, positionCardLabelsRu } from './PositionCard.fixtures';

const text = (el: HTMLElement) => el.textContent?.replace(/\u00a0/g, ' ');
const labels = positionCardLabelsRu();

describe('<PositionCard />', () => {
  it('shows the name, weight, price, tags and the add mark', () => {
    renderWithTheme(
      <PositionCard
        position={makePosition({ tags: ['18+'] })}
        href="/menus/1/positions/7"
        onOpen={() => {}}
        labels={labels}
        testId="position-card"
      />,
    );
    const card = screen.getByTestId('position-card');
    expect(screen.getByRole('heading', { name: 'Маргарита' })).toBeInTheDocument();
    expect(text(card)).toContain('450 г');
    expect(text(card)).toContain('499 ₽');
    expect(text(card)).toContain('18+');
    expect(screen.getByRole('img', { name: 'Добавить «Маргарита» в корзину' })).toBeInTheDocument();
  });

  it('shows the diet marks in words under the name', () => {
    renderWithTheme(
      <PositionCard
        position={makePosition({ diets: ['Вегетарианское', 'Острое'] })}
        href="/menus/1/positions/7"
        onOpen={() => {}}
        labels={labels}
      />,
    );
    expect(screen.getAllByRole('listitem').map((item) => item.textContent)).toEqual(['Вегетарианское', 'Острое']);
  });

  it('adds a dish without choices in one press, without opening it', async () => {
    const onAdd = vi.fn();
    const onOpen = vi.fn();
    renderWithTheme(
      <PositionCard position={makePosition()} href="/p/7" onOpen={onOpen} onAdd={onAdd} labels={labels} />,
    );
    await userEvent.click(screen.getByRole('button', { name: 'Добавить «Маргарита» в корзину' }));
    expect(onAdd).toHaveBeenCalledWith(makePosition().id);
    expect(onOpen).not.toHaveBeenCalled();
  });

  it("says 'Выбрать' for a dish with choices and opens it", async () => {
    const onAdd = vi.fn();
    const onOpen = vi.fn();
    renderWithTheme(
      <PositionCard position={makePosition()} href="/p/7" onOpen={onOpen} onAdd={onAdd} hasChoices labels={labels} />,
    );
    await userEvent.click(screen.getByRole('button', { name: 'Выбрать' }));
    expect(onOpen).toHaveBeenCalledWith(makePosition().id);
    expect(onAdd).not.toHaveBeenCalled();
  });

  it('links the name to the detail and opens it in place on a plain click', async () => {
    const onOpen = vi.fn();
    renderWithTheme(
      <PositionCard position={makePosition()} href="/menus/1/positions/7" onOpen={onOpen} labels={labels} />,
    );
    const link = screen.getByRole('link', { name: 'Маргарита' });
    expect(link).toHaveAttribute('href', '/menus/1/positions/7');
    await userEvent.click(link);
    expect(onOpen).toHaveBeenCalledWith('margherita');
  });

  it('leaves a modified click to the browser (a new tab)', () => {
    const onOpen = vi.fn();
    renderWithTheme(
      <PositionCard position={makePosition()} href="/menus/1/positions/7" onOpen={onOpen} labels={labels} />,
    );
    const followed = fireEvent.click(screen.getByRole('link', { name: 'Маргарита' }), { ctrlKey: true });
    expect(followed).toBe(true);
    expect(onOpen).not.toHaveBeenCalled();
  });

  it('says when it cannot be ordered now instead of the add mark', () => {
    renderWithTheme(<PositionCard position={makePosition()} href="/p" unavailable onOpen={() => {}} labels={labels} />);
    expect(screen.getByText('Недоступно сейчас')).toBeInTheDocument();
    expect(screen.queryByRole('img', { name: /в корзину/ })).not.toBeInTheDocument();
  });

  it('loads the first card’s photo at once and first, the others lazily', () => {
    const { container, rerender } = renderWithTheme(
      <PositionCard position={makePosition()} href="/p" priority onOpen={() => {}} labels={labels} />,
    );
    const img = () => container.querySelector('img')!;
    expect(img()).toHaveAttribute('loading', 'eager');
    expect(img()).toHaveAttribute('fetchpriority', 'high');
    rerender(<PositionCard position={makePosition()} href="/p" onOpen={() => {}} labels={labels} />);
    expect(img()).toHaveAttribute('loading', 'lazy');
    expect(img()).not.toHaveAttribute('fetchpriority');
  });

  it('strikes the old price with its label for screen readers', () => {
    renderWithTheme(
      <PositionCard
        position={makePosition({ price: 39900, oldPrice: 49900 })}
        href="/p"
        onOpen={() => {}}
        labels={labels}
      />,
    );
    expect(text(screen.getByRole('article'))).toContain('Старая цена: 499 ₽');
  });
});
