import type { Meta, StoryObj } from '@storybook/react-vite';
import { RichText } from './RichText';
import { deliveryText } from './RichText.fixtures';

const meta = {
  title: 'Product/RichText',
  component: RichText,
  args: { markdown: deliveryText, emptyText: 'Информация на этой странице появится позже.' },
} satisfies Meta<typeof RichText>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {};
export const DeepHeadings: Story = {
  args: {
    markdown: '### Как сделать заказ\n\nВыберите блюда.\n\n#### Оплата картой\n\nОнлайн или курьеру.',
  },
};
/** An English page shown in Montenegrin (the tenant wrote no cnr file): marked with its language. */
export const FallbackLanguage: Story = {
  args: { markdown: '1. **Subject.** The seller cooks.\n2. **Payment.** By card.', lang: 'en' },
};
export const Empty: Story = { args: { markdown: '' } };
export const Phone: Story = { globals: { viewport: { value: 'mobile' } } };
export const Light: Story = { globals: { theme: 'light' } };
