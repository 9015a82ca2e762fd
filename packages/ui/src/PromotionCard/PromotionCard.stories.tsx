import type { Meta, StoryObj } from '@storybook/react-vite';
import { fn } from 'storybook/test';
import { pictures } from '../testing/pictures';
import { PromotionCard } from './PromotionCard';

const meta = {
  title: 'Product/PromotionCard',
  component: PromotionCard,
  args: {
    promotion: {
      id: 'p1',
      title: 'Пицца дня со скидкой 30%',
      description: 'Каждый день новая пицца по специальной цене.',
      period: 'до 31 декабря',
      photo: pictures.promo,
    },
    href: '/promotions/p1',
    onOpen: fn(),
  },
  decorators: [
    (Story) => (
      <div style={{ maxWidth: 360 }}>
        <Story />
      </div>
    ),
  ],
} satisfies Meta<typeof PromotionCard>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {};
export const AsButton: Story = { args: { href: undefined } };
export const NoPicture: Story = { args: { promotion: { id: 'p2', title: 'Второй ролл в подарок' } } };
export const LongRussianText: Story = {
  args: {
    promotion: {
      id: 'p3',
      title: 'Бесплатная доставка при заказе от полутора тысяч рублей в любой день недели',
      description:
        'Акция действует во всех ресторанах сети при оформлении заказа на сайте или в мобильном приложении, кроме праздничных дней.',
      photo: pictures.promo2,
    },
  },
  globals: { viewport: { value: 'mobile' } },
};
export const Light: Story = { globals: { theme: 'light' } };
