import type { Meta, StoryObj } from '@storybook/react-vite';
import { fn } from 'storybook/test';
import { Select } from './Select';

const options = [
  { value: 'asap', label: 'Как можно скорее' },
  { value: '18:00', label: '18:00–18:30' },
  { value: '18:30', label: '18:30–19:00' },
  { value: '19:00', label: '19:00–19:30', disabled: true },
];

const meta = {
  title: 'Primitives/Select',
  component: Select,
  args: { label: 'Время доставки', options, value: 'asap', onValueChange: fn() },
} satisfies Meta<typeof Select>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {};
export const Placeholder: Story = { args: { value: '', placeholder: 'Выберите время' } };
export const WithError: Story = { args: { value: '', placeholder: 'Выберите время', error: 'Обязательное поле' } };
export const Disabled: Story = { args: { disabled: true } };
export const Light: Story = { globals: { theme: 'light' } };
