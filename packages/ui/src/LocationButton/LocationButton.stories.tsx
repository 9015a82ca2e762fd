import type { Meta, StoryObj } from '@storybook/react-vite';
import { fn } from 'storybook/test';
import { LocationButton } from './LocationButton';

const meta = {
  title: 'Product/LocationButton',
  component: LocationButton,
  args: { children: 'Доставка: ул. Тверская, 12', onClick: fn() },
} satisfies Meta<typeof LocationButton>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Delivery: Story = {};
export const TakeAway: Story = { args: { children: 'Самовывоз: пр. Мира, 45' } };
/** Nothing chosen yet. */
export const NoneChosen: Story = { args: { children: 'Укажите адрес' } };
/** A long address is cut with an ellipsis in a narrow bar. */
export const LongAddress: Story = {
  args: { children: 'Доставка: Торгово-развлекательный центр «Галерея», Лиговский проспект, 30А, кв. 125' },
  decorators: [(Story) => <div style={{ maxWidth: 240 }}>{Story()}</div>],
};
export const Light: Story = { globals: { theme: 'light' } };
