import type { Meta, StoryObj } from '@storybook/react-vite';
import { fn } from 'storybook/test';
import { RadioList } from './RadioList';

const options = [
  { value: '1', label: 'ул. Ленина, 10', description: 'Часы работы: 10:00–22:00' },
  { value: '2', label: 'пр. Мира, 45', description: 'Часы работы: круглосуточно' },
  { value: '3', label: 'ул. Гагарина, 3', description: 'Сегодня выходной', disabled: true },
];

const meta = {
  title: 'Primitives/RadioList',
  component: RadioList,
  args: { legend: 'Пункт самовывоза', options, value: '1', onValueChange: fn() },
} satisfies Meta<typeof RadioList>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {};
export const NoneChosen: Story = { args: { value: null } };
export const WithError: Story = { args: { value: null, error: 'Выберите точку самовывоза' } };
export const LongRussianText: Story = {
  args: {
    options: [
      {
        value: '1',
        label: 'Торгово-развлекательный центр «Галерея», третий этаж, фуд-корт у кинотеатра',
        description: 'Часы работы: 10:00–22:00',
      },
    ],
  },
  globals: { viewport: { value: 'mobile' } },
};
export const Light: Story = { globals: { theme: 'light' } };
