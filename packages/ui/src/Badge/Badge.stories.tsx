import type { Meta, StoryObj } from '@storybook/react-vite';
import { Badge } from './Badge';

const meta = { title: 'Primitives/Badge', component: Badge, args: { children: '3' } } satisfies Meta<typeof Badge>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Count: Story = { args: { label: '3 товара в корзине' } };
export const Word: Story = { args: { children: 'Хит', tone: 'neutral' } };
export const Adult: Story = { args: { children: '18+', tone: 'danger' } };
export const Light: Story = { globals: { theme: 'light' }, args: { children: 'Новинка' } };
