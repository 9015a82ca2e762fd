import { fireEvent, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { renderWithTheme } from '../testing/render';
import { Carousel } from './Carousel';

const slides = ['Первая', 'Вторая', 'Третья'].map((t) => <p key={t}>{t}</p>);

const current = () => screen.getByRole('button', { current: true });

describe('<Carousel />', () => {
  it('is a named carousel whose hidden slides are inert', () => {
    renderWithTheme(<Carousel label="Акции" slides={slides} />);
    expect(screen.getByRole('region', { name: 'Акции' })).toHaveAttribute('aria-roledescription', 'carousel');
    const slide2 = screen.getAllByRole('group', { name: '2 из 3' }).find((el) => el.hasAttribute('inert'));
    expect(slide2).toBeDefined();
  });

  it('moves with the buttons and stops at the ends', async () => {
    renderWithTheme(<Carousel label="Акции" slides={slides} />);
    expect(screen.getByRole('button', { name: 'Предыдущий слайд' })).toBeDisabled();
    await userEvent.click(screen.getByRole('button', { name: 'Следующий слайд' }));
    expect(current()).toHaveAccessibleName('Показать слайд 2');
    await userEvent.click(screen.getByRole('button', { name: 'Показать слайд 3' }));
    expect(screen.getByRole('button', { name: 'Следующий слайд' })).toBeDisabled();
  });

  it('moves with arrow keys', async () => {
    const onIndexChange = vi.fn();
    renderWithTheme(<Carousel label="Акции" slides={slides} onIndexChange={onIndexChange} />);
    await userEvent.tab();
    await userEvent.keyboard('{ArrowRight}{ArrowRight}{ArrowLeft}');
    expect(onIndexChange.mock.calls.map(([i]) => i)).toEqual([1, 2, 1]);
  });

  it('moves on a swipe', () => {
    const onIndexChange = vi.fn();
    renderWithTheme(<Carousel label="Акции" slides={slides} onIndexChange={onIndexChange} />);
    const target = screen.getByRole('group', { name: 'Слайды' });
    fireEvent.pointerDown(target, { pointerId: 1, clientX: 300, pointerType: 'touch' });
    fireEvent.pointerMove(target, { pointerId: 1, clientX: 200, pointerType: 'touch' });
    fireEvent.pointerUp(target, { pointerId: 1, clientX: 200, pointerType: 'touch' });
    expect(onIndexChange).toHaveBeenCalledWith(1);
  });

  it('follows a controlled index', () => {
    renderWithTheme(<Carousel label="Акции" slides={slides} index={2} />);
    expect(current()).toHaveAccessibleName('Показать слайд 3');
  });
});
