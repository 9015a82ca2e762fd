import type { Meta, StoryObj } from '@storybook/react-vite';
import { fn } from 'storybook/test';
import { Button } from '../Button/Button';
import { PageHeader } from './PageHeader';

const meta = {
  title: 'Product/PageHeader',
  component: PageHeader,
  parameters: { layout: 'fullscreen' },
  args: { title: 'Акции', onBack: fn(), backLabel: 'Назад' },
} satisfies Meta<typeof PageHeader>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {};
export const WithoutBack: Story = { args: { onBack: undefined, backLabel: undefined, title: 'Рестораны' } };
export const WithActions: Story = {
  args: { title: 'Корзина', actions: <Button variant="text">Очистить</Button> },
};
export const LongRussianText: Story = {
  args: { title: 'Информация для поставщиков услуг и продукции нашей сети ресторанов' },
  globals: { viewport: { value: 'mobile' } },
};
export const Light: Story = { globals: { theme: 'light' } };
