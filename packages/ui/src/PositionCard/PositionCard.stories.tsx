import type { Meta, StoryObj } from '@storybook/react-vite';
import { fn } from 'storybook/test';
import { PositionCard } from './PositionCard';
import { makePosition } from './PositionCard.fixtures';

const meta = {
  title: 'Product/PositionCard',
  component: PositionCard,
  args: { position: makePosition(), onAdd: fn(), onCountChange: fn(), onOpen: fn() },
  decorators: [
    (Story) => (
      <div style={{ maxWidth: 280 }}>
        <Story />
      </div>
    ),
  ],
} satisfies Meta<typeof PositionCard>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {};
export const InCart: Story = { args: { count: 2 } };
export const Discounted: Story = { args: { position: makePosition({ price: 39900, oldPrice: 49900, tags: ['Хит'] }) } };
export const WithModifiers: Story = {
  args: { position: makePosition({ hasModifiers: true, name: 'Собери свою пиццу' }) },
};
export const Unavailable: Story = { args: { unavailable: true } };
export const NoPhoto: Story = { args: { position: makePosition({ photo: undefined }) } };
export const BrokenPhoto: Story = { args: { position: makePosition({ photo: '/missing.webp' }) } };
export const LongRussianText: Story = {
  args: {
    position: makePosition({
      name: 'Пицца «Четыре сыра» с трюфельным маслом и вялеными томатами на тонком тесте',
      description:
        'Сливочный соус, моцарелла, горгонзола, пармезан, чеддер, вяленые томаты, трюфельное масло, руккола и кедровые орехи',
      weight: 1250,
    }),
  },
  globals: { viewport: { value: 'mobile' } },
};
export const Light: Story = { globals: { theme: 'light' }, args: { count: 1 } };
