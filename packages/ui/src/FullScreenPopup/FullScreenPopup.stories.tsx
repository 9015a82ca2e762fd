import type { Meta, StoryObj } from '@storybook/react-vite';
import { fn } from 'storybook/test';
import { Button } from '../Button/Button';
import { FullScreenPopup } from './FullScreenPopup';

const meta = {
  title: 'Surfaces/FullScreenPopup',
  component: FullScreenPopup,
  args: {
    open: true,
    title: 'Точка на карте',
    onClose: fn(),
    children: <p>Здесь будет карта с зонами доставки.</p>,
    actions: <Button variant="text">Условия доставки</Button>,
  },
} satisfies Meta<typeof FullScreenPopup>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {};
export const Mobile: Story = { globals: { viewport: { value: 'mobile' } } };
export const LongRussianText: Story = {
  args: { title: 'ул. Большая Садовая, 302-бис, подъезд 6, квартира 50' },
  globals: { viewport: { value: 'mobile' } },
};
export const Light: Story = { globals: { theme: 'light' } };
