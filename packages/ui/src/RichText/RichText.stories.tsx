import type { Meta, StoryObj } from '@storybook/react-vite';
import { parseMarkdown } from '@tarelka/domain';
import { RichText } from './RichText';
import { deliveryText } from './RichText.fixtures';

const meta = {
  title: 'Product/RichText',
  component: RichText,
  args: { blocks: deliveryText, emptyText: 'Информация на этой странице появится позже.' },
} satisfies Meta<typeof RichText>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {};
export const DeepHeadings: Story = {
  args: {
    blocks: parseMarkdown('### Как сделать заказ\n\nВыберите блюда.\n\n#### Оплата картой\n\nОнлайн или курьеру.'),
  },
};
export const Empty: Story = { args: { blocks: [] } };
export const Phone: Story = { globals: { viewport: { value: 'mobile' } } };
export const Light: Story = { globals: { theme: 'light' } };
