import type { Meta, StoryObj } from '@storybook/react-vite';
import { fn } from 'storybook/test';
import { Lightbox } from './Lightbox';

const photo = `data:image/svg+xml,${encodeURIComponent(
  '<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 160 120" width="640" height="480"><rect width="160" height="120" fill="#3b2a1a"/><circle cx="80" cy="60" r="44" fill="#f2b84b"/><circle cx="80" cy="60" r="37" fill="#d9482b"/><circle cx="66" cy="50" r="6" fill="#fff3c4"/><circle cx="95" cy="66" r="6" fill="#fff3c4"/></svg>',
)}`;

const meta = {
  title: 'Media/Lightbox',
  component: Lightbox,
  args: { open: true, src: photo, alt: 'Пицца Маргарита', onClose: fn(), onStateChange: fn() },
} satisfies Meta<typeof Lightbox>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Loaded: Story = {};
export const LoadError: Story = { args: { src: '/missing-photo.webp' } };
export const Mobile: Story = { globals: { viewport: { value: 'mobile' } } };
export const Light: Story = { globals: { theme: 'light' } };
