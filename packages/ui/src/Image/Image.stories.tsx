import type { Meta, StoryObj } from '@storybook/react-vite';
import { Image } from './Image';

// Pictures are generated in place: no network in Storybook.
const pizza = `data:image/svg+xml,${encodeURIComponent(
  '<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 160 90"><rect width="160" height="90" fill="#3b2a1a"/><circle cx="80" cy="45" r="34" fill="#f2b84b"/><circle cx="80" cy="45" r="28" fill="#d9482b"/><circle cx="70" cy="38" r="5" fill="#fff3c4"/><circle cx="92" cy="50" r="5" fill="#fff3c4"/><circle cx="76" cy="57" r="4" fill="#3f7d3a"/></svg>',
)}`;

const meta = {
  title: 'Media/Image',
  component: Image,
  args: { src: pizza, alt: 'Пицца Маргарита', aspectRatio: '16 / 9', $radius: 12 },
  decorators: [
    (Story) => (
      <div style={{ maxWidth: 360 }}>
        <Story />
      </div>
    ),
  ],
} satisfies Meta<typeof Image>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Loaded: Story = {};
export const FailedToLoad: Story = { args: { src: '/missing-picture.webp' } };
export const NoPicture: Story = { args: { src: undefined } };
export const WidthAndHeight: Story = { args: { aspectRatio: undefined, width: 320, height: 180 } };
export const Contain: Story = { args: { $fit: 'contain', aspectRatio: '1 / 1' } };
export const Light: Story = { globals: { theme: 'light' }, args: { src: '/missing-picture.webp' } };
