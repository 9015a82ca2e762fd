import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, within } from 'storybook/test';
import { SkipLink } from './SkipLink';

const meta = {
  title: 'Product/SkipLink',
  component: SkipLink,
  args: { href: '#content', label: 'Перейти к содержимому' },
  parameters: { layout: 'fullscreen' },
  render: (args) => (
    <>
      <SkipLink {...args} />
      <main id="content" tabIndex={-1} style={{ padding: 64 }}>
        Нажмите Tab: ссылка появится в левом верхнем углу.
      </main>
    </>
  ),
} satisfies Meta<typeof SkipLink>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {};
export const Focused: Story = {
  play: async ({ canvasElement }) => {
    await userEvent.tab();
    await expect(within(canvasElement).getByRole('link', { name: 'Перейти к содержимому' })).toHaveFocus();
  },
};
export const Light: Story = { globals: { theme: 'light' } };
