import type { Meta, StoryObj } from '@storybook/react-vite';
import { Price } from './Price';

const meta = { title: 'Primitives/Price', component: Price, args: { amount: 49900 } } satisfies Meta<typeof Price>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {};
export const WithKopecks: Story = { args: { amount: 150050 } };
export const Discounted: Story = { args: { amount: 39900, oldAmount: 49900 } };
export const From: Story = { args: { prefix: 'от', amount: 29900 } };
export const Large: Story = { args: { amount: 1234500, $size: 'lg' } };
export const English: Story = { args: { amount: 49900, locale: 'en', oldAmount: 59900, oldLabel: 'Was' } };
export const Light: Story = { globals: { theme: 'light' }, args: { amount: 39900, oldAmount: 49900 } };
