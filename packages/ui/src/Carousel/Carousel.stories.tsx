import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { Carousel } from './Carousel';
import { carouselLabels } from './Carousel.fixtures';

const colours = ['#7a3b2e', '#2e5b7a', '#3f6b35', '#6b3f6b'];
const slides = ['Пицца дня −30%', 'Второй ролл в подарок', 'Бесплатная доставка от 1 500 ₽', 'Комбо на компанию'].map(
  (title, i) => (
    <div
      key={title}
      style={{
        aspectRatio: '16 / 9',
        display: 'flex',
        alignItems: 'flex-end',
        padding: 16,
        background: colours[i],
        color: '#fff',
        fontSize: 22,
        fontWeight: 700,
      }}
    >
      {title}
    </div>
  ),
);

const meta = {
  title: 'Media/Carousel',
  component: Carousel,
  args: { label: 'Акции', labels: carouselLabels, slides, onIndexChange: fn() },
  decorators: [
    (Story, { parameters }) => (
      <div style={{ maxWidth: (parameters.maxWidth as number | undefined) ?? 640 }}>
        <Story />
      </div>
    ),
  ],
} satisfies Meta<typeof Carousel>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {};
export const Mobile: Story = { globals: { viewport: { value: 'mobile' } } };
export const SingleSlide: Story = { args: { slides: slides.slice(0, 1) } };
export const Empty: Story = { args: { slides: [] } };
export const Light: Story = { globals: { theme: 'light' } };
/** Home's promotions: a heading with a view-all link, three slides on desktop, the next one peeking on phones. */
export const SeveralInView: Story = {
  args: { heading: 'h2', action: <a href="/promotions">Все акции</a>, $perView: 3, $peek: true },
  parameters: { maxWidth: 1100 },
};
export const SeveralInViewMobile: Story = { ...SeveralInView, globals: { viewport: { value: 'mobile' } } };

/** Arrow keys, Home and End move between slides. */
export const Keyboard: Story = {
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    const carousel = canvas.getByRole('region', { name: 'Акции' });
    await userEvent.tab();
    await expect(within(carousel).getByRole('group', { name: 'Слайды' })).toHaveFocus();
    await userEvent.keyboard('{ArrowRight}');
    await expect(args.onIndexChange).toHaveBeenLastCalledWith(1);
    await expect(canvas.getByRole('button', { name: 'Показать слайд 2' })).toHaveAttribute('aria-current', 'true');
    await userEvent.keyboard('{End}');
    await expect(args.onIndexChange).toHaveBeenLastCalledWith(3);
    await userEvent.keyboard('{ArrowRight}');
    await expect(args.onIndexChange).toHaveBeenCalledTimes(2);
    await userEvent.keyboard('{ArrowLeft}');
    await expect(args.onIndexChange).toHaveBeenLastCalledWith(2);
  },
};
