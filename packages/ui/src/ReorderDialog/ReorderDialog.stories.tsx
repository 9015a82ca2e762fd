import type { Meta, StoryObj } from '@storybook/react-vite';
import { fn } from 'storybook/test';
import { ReorderDialog } from './ReorderDialog';
import { reorderLabelsRu, reorderProblems } from './ReorderDialog.fixtures';

const meta = {
  title: 'Product/ReorderDialog',
  component: ReorderDialog,
  args: {
    status: 'review',
    problems: reorderProblems,
    merge: true,
    empty: false,
    start: fn(),
    replace: fn(),
    add: fn(),
    cancel: fn(),
    currency: 'RUB',
    locale: 'ru',
    labels: reorderLabelsRu,
  },
} satisfies Meta<typeof ReorderDialog>;
export default meta;
type Story = StoryObj<typeof meta>;

/** Problems named, the cart not empty: replace or add. */
export const Review: Story = {};
export const EmptyCart: Story = { args: { merge: false, problems: reorderProblems.slice(1, 2) } };
export const NothingSold: Story = { args: { empty: true, problems: reorderProblems.slice(1, 2) } };
export const Failed: Story = { args: { status: 'failed', problems: [] } };
export const Checking: Story = { args: { status: 'checking' } };
export const Phone: Story = { globals: { viewport: { value: 'mobile' } } };
export const Light: Story = { globals: { theme: 'light' } };
