import type { Meta, StoryObj } from '@storybook/react-vite';
import { fn } from 'storybook/test';
import { PositionCard } from './PositionCard';
import { makePosition, positionCardLabelsRu } from './PositionCard.fixtures';

const meta = {
  title: 'Product/PositionCard',
  component: PositionCard,
  args: {
    position: makePosition(),
    href: '/menus/1/positions/1',
    onOpen: fn(),
    labels: positionCardLabelsRu(),
    testId: 'position-card',
  },
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
export const Discounted: Story = { args: { position: makePosition({ price: 39900, oldPrice: 49900 }) } };
export const Tagged: Story = { args: { position: makePosition({ tags: ['18+', 'Готовится 1,5 часа'] }) } };
export const DietMarks: Story = {
  args: { position: makePosition({ diets: ['Вегетарианское', 'Без глютена', 'Острое'] }) },
};
export const Unavailable: Story = { args: { unavailable: true } };
export const NoPhoto: Story = { args: { position: makePosition({ photo: undefined }) } };
export const BrokenPhoto: Story = { args: { position: makePosition({ photo: '/missing.webp' }) } };
export const LongRussianText: Story = {
  args: {
    position: makePosition({
      name: 'Пицца «Четыре сыра» с трюфельным маслом и вялеными томатами на тонком тесте',
      measure: '1250 г',
    }),
  },
  globals: { viewport: { value: 'mobile' } },
};
/** The '+' adds a dish without choices in one press. */
export const QuickAdd: Story = { args: { onAdd: fn() } };
/** A dish with choices: its button says 'Выбрать' and opens it. */
export const WithChoices: Story = { args: { onAdd: fn(), hasChoices: true } };
export const Light: Story = { globals: { theme: 'light' } };
