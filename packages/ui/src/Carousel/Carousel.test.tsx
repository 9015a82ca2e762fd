import { act, fireEvent, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { renderWithTheme } from '../testing/render';
import { Carousel } from './Carousel';
import { carouselLabels as labels } from './Carousel.fixtures';

const slides = ['Первая', 'Вторая', 'Третья'].map((t) => <p key={t}>{t}</p>);

const current = () => screen.getByRole('button', { current: true });

describe('<Carousel />', () => {
  afterEach(() => vi.restoreAllMocks());

  it('is a named carousel of named slides', () => {
    renderWithTheme(<Carousel label="Акции" labels={labels} slides={slides} />);
    expect(screen.getByRole('region', { name: 'Акции' })).toHaveAttribute('aria-roledescription', 'carousel');
    expect(screen.getByRole('group', { name: '2 из 3' })).toHaveAttribute('aria-roledescription', 'slide');
  });

  it('moves with the buttons and stops at the ends', async () => {
    renderWithTheme(<Carousel label="Акции" labels={labels} slides={slides} />);
    // At an end the arrow that leads nowhere is disabled and hidden: only the way back is offered.
    expect(screen.getByLabelText('Предыдущий слайд')).toBeDisabled();
    expect(screen.queryByRole('button', { name: 'Предыдущий слайд' })).not.toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Следующий слайд' }));
    expect(current()).toHaveAccessibleName('Показать слайд 2');
    expect(screen.getByRole('button', { name: 'Предыдущий слайд' })).toBeEnabled();
    await userEvent.click(screen.getByRole('button', { name: 'Показать слайд 3' }));
    expect(screen.getByLabelText('Следующий слайд')).toBeDisabled();
    expect(screen.queryByRole('button', { name: 'Следующий слайд' })).not.toBeInTheDocument();
  });

  it('moves with arrow keys', async () => {
    const onIndexChange = vi.fn();
    renderWithTheme(<Carousel label="Акции" labels={labels} slides={slides} onIndexChange={onIndexChange} />);
    await userEvent.tab();
    await userEvent.keyboard('{ArrowRight}{ArrowRight}{ArrowLeft}');
    expect(onIndexChange.mock.calls.map(([i]) => i)).toEqual([1, 2, 1]);
  });

  it('follows a swipe: the slide the strip stopped at is current', () => {
    vi.useFakeTimers();
    // Slides of 300 px in a 300 px strip, as CSS lays them out.
    vi.spyOn(HTMLElement.prototype, 'offsetWidth', 'get').mockReturnValue(300);
    vi.spyOn(HTMLElement.prototype, 'clientWidth', 'get').mockReturnValue(300);
    vi.spyOn(HTMLElement.prototype, 'scrollWidth', 'get').mockReturnValue(900);
    const onIndexChange = vi.fn();
    renderWithTheme(<Carousel label="Акции" labels={labels} slides={slides} onIndexChange={onIndexChange} />);
    const strip = screen.getByRole('group', { name: 'Слайды' });
    strip.scrollLeft = 310;
    fireEvent.scroll(strip);
    act(() => vi.advanceTimersByTime(150));
    expect(onIndexChange).toHaveBeenCalledWith(1);
    expect(current()).toHaveAccessibleName('Показать слайд 2');
    vi.useRealTimers();
  });

  it('shows its label as a heading with an action beside it', () => {
    renderWithTheme(
      <Carousel
        label="Акции"
        labels={labels}
        slides={slides}
        heading="h2"
        action={<a href="/promotions">Все акции</a>}
      />,
    );
    expect(screen.getByRole('heading', { level: 2, name: 'Акции' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Все акции' })).toBeInTheDocument();
  });

  it('with several slides in view, has a position less per slide in view and stops at the last', async () => {
    // Four slides of 300 px, three in a 900 px strip, as CSS lays them out on desktop.
    vi.spyOn(HTMLElement.prototype, 'offsetWidth', 'get').mockReturnValue(300);
    vi.spyOn(HTMLElement.prototype, 'clientWidth', 'get').mockReturnValue(900);
    vi.spyOn(HTMLElement.prototype, 'scrollWidth', 'get').mockReturnValue(1200);
    const four = [...slides, <p key="4">Четвёртая</p>];
    renderWithTheme(<Carousel label="Акции" labels={labels} slides={four} $perView={3} />);
    expect(screen.getAllByRole('button', { name: /Показать слайд/ })).toHaveLength(2);
    await userEvent.click(screen.getByRole('button', { name: 'Следующий слайд' }));
    expect(screen.getByLabelText('Следующий слайд')).toBeDisabled();
  });
});
