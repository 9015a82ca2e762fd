import type { Meta, StoryObj } from '@storybook/react-vite';
import { fn } from 'storybook/test';
import { PickupPointList } from './PickupPointList';
import { pickupPointListLabels } from './PickupPointList.fixtures';

const points = [
  { id: 'r1', street: 'ул. Тверская, 12', name: 'Тарелка на Тверской', hours: '10:00–23:00' },
  { id: 'r2', street: 'пр. Мира, 45', name: 'Тарелка на Мира', hours: 'круглосуточно' },
];

const meta = {
  title: 'Product/PickupPointList',
  component: PickupPointList,
  args: { points, value: 'r1', onValueChange: fn(), onOpenMap: fn(), labels: pickupPointListLabels },
} satisfies Meta<typeof PickupPointList>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {};
export const NoneChosen: Story = { args: { value: null, error: 'Выберите точку самовывоза' } };
export const Empty: Story = { args: { points: [] } };
export const LongRussianText: Story = {
  args: {
    points: [
      {
        id: 'r3',
        street: 'Торгово-развлекательный центр «Галерея», Лиговский проспект, 30А, третий этаж',
        name: 'Тарелка в Галерее',
        hours: '10:00–22:00',
      },
    ],
  },
  globals: { viewport: { value: 'mobile' } },
};
export const Light: Story = { globals: { theme: 'light' } };
