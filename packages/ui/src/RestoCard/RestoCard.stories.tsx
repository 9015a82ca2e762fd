import type { Meta, StoryObj } from '@storybook/react-vite';
import { pictures } from '../testing/pictures';
import { fn } from 'storybook/test';
import { RestoCard } from './RestoCard';
import { restoCardLabels } from './RestoCard.fixtures';

const meta = {
  title: 'Product/RestoCard',
  component: RestoCard,
  args: {
    resto: {
      id: 'r1',
      name: 'Тарелка на Тверской',
      address: 'Москва, ул. Тверская, 12',
      photo: pictures.resto,
      phones: ['+7 (495) 123-45-67'],
      averageCheck: 120000,
    },
    href: '/restos/r1',
    onOpen: fn(),
    labels: restoCardLabels,
    status: { open: true, text: 'Открыто до 23:00' },
  },
  decorators: [
    (Story) => (
      <div style={{ maxWidth: 360 }}>
        <Story />
      </div>
    ),
  ],
} satisfies Meta<typeof RestoCard>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Open: Story = {};
export const Closed: Story = { args: { status: { open: false, text: 'Закрыто. Откроется в 10:00' } } };
export const NoPhoto: Story = { args: { resto: { id: 'r2', name: 'Тарелка', address: 'Казань, ул. Баумана, 5' } } };
export const LongRussianText: Story = {
  args: {
    resto: {
      id: 'r3',
      name: 'Тарелка в торгово-развлекательном центре «Галерея»',
      address: 'Санкт-Петербург, Лиговский проспект, 30А, третий этаж, фуд-корт',
      photo: pictures.resto,
    },
  },
  globals: { viewport: { value: 'mobile' } },
};
export const Light: Story = { globals: { theme: 'light' } };
