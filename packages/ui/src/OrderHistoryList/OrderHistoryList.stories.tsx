import type { Meta, StoryObj } from '@storybook/react-vite';
import { fn } from 'storybook/test';
import { OrderHistoryList } from './OrderHistoryList';
import { historyLabels, historyOrders } from './OrderHistoryList.fixtures';

const meta = {
  title: 'Product/OrderHistoryList',
  component: OrderHistoryList,
  args: { orders: historyOrders, hasMore: true, onLoadMore: fn(), onOpen: fn(), labels: historyLabels },
} satisfies Meta<typeof OrderHistoryList>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {};
export const LastPage: Story = { args: { hasMore: false } };
export const LoadingMore: Story = { args: { loading: true } };
export const Empty: Story = { args: { orders: [], hasMore: false } };
export const Failed: Story = { args: { orders: [], hasMore: false, failed: true } };
