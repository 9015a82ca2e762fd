import type { Meta, StoryObj } from '@storybook/react-vite';
import { VisuallyHidden } from './VisuallyHidden';

const meta = {
  title: 'Primitives/VisuallyHidden',
  component: VisuallyHidden,
  args: { children: 'Меню ресторана «Тарелка»' },
  render: (args) => (
    <p>
      Заголовок ниже виден только программам экранного доступа:
      <VisuallyHidden as="h1">{args.children}</VisuallyHidden>
    </p>
  ),
} satisfies Meta<typeof VisuallyHidden>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {};
