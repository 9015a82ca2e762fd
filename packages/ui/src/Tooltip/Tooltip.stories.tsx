import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, within } from 'storybook/test';
import { IconButton } from '../IconButton/IconButton';
import { AlertIcon } from '../lib/icons';
import { Tooltip } from './Tooltip';

const meta = {
  title: 'Primitives/Tooltip',
  component: Tooltip,
  parameters: { layout: 'centered' },
  args: {
    content: 'Время приготовления до 1,5 часа',
    children: (
      <IconButton aria-label="Долго готовится">
        <AlertIcon />
      </IconButton>
    ),
  },
} satisfies Meta<typeof Tooltip>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {};
export const Bottom: Story = { args: { placement: 'bottom' } };
export const ShownOnFocus: Story = {
  play: async ({ canvasElement }) => {
    await userEvent.tab();
    const tooltip = within(canvasElement).getByRole('tooltip');
    await expect(tooltip).toBeVisible();
    await userEvent.keyboard('{Escape}');
    await expect(tooltip).not.toBeVisible();
  },
};
export const Light: Story = { globals: { theme: 'light' } };
