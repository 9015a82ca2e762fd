import type { Meta, StoryObj } from '@storybook/react-vite';
import { SummaryLayout } from './SummaryLayout';
import { CartSummary } from '../CartSummary/CartSummary';
import { cartSummaryLabels } from '../CartSummary/CartSummary.fixtures';
import { Panel } from '../Panel/Panel';

const summary = <CartSummary count={3} subtotal={159700} deliveryPrice={0} total={159700} labels={cartSummaryLabels} />;

const meta = {
  title: 'Layout/SummaryLayout',
  component: SummaryLayout,
  args: {
    aside: summary,
    children: (
      <>
        <Panel title="Где получить заказ">ул. Тверская, 7</Panel>
        <Panel title="Контакты">Анна, anna@example.ru</Panel>
      </>
    ),
  },
} satisfies Meta<typeof SummaryLayout>;
export default meta;
type Story = StoryObj<typeof meta>;

/** Checkout: 24 px between the sections, a 380 px summary from the `md` breakpoint. */
export const Checkout: Story = { args: { $asideWidth: 380 } };
/** Cart: 16 px between the blocks, a 360 px summary. */
export const Cart: Story = { args: { $gap: 16 } };
/** The cart in a sheet: one column at every width. */
export const Stacked: Story = { args: { $gap: 16, $stacked: true } };
export const Mobile: Story = { globals: { viewport: { value: 'mobile' } } };
export const Light: Story = { globals: { theme: 'light' } };
