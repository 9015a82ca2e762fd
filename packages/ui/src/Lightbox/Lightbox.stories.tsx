import type { Meta, StoryObj } from '@storybook/react-vite';
import { fn } from 'storybook/test';
import { Lightbox } from './Lightbox';
import { lightboxLabelsRu, lightboxPhotos } from './Lightbox.fixtures';

const meta = {
  title: 'Media/Lightbox',
  component: Lightbox,
  args: {
    open: true,
    photos: lightboxPhotos.slice(0, 1),
    onClose: fn(),
    onStateChange: fn(),
    labels: lightboxLabelsRu,
  },
} satisfies Meta<typeof Lightbox>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Loaded: Story = {};
export const SeveralPhotos: Story = { args: { photos: lightboxPhotos, index: 1 } };
export const LoadError: Story = { args: { photos: [{ src: '/missing-photo.webp', alt: 'Маргарита' }] } };
export const Mobile: Story = { args: { photos: lightboxPhotos }, globals: { viewport: { value: 'mobile' } } };
export const Light: Story = { globals: { theme: 'light' } };
