import type { Meta, StoryObj } from '@storybook/react-vite';
import { fn } from 'storybook/test';
import { Modal } from '../Modal/Modal';
import { CookieBanner } from './CookieBanner';
import { cookieBannerLabels, cookieBannerLabelsEn } from './CookieBanner.fixtures';

const meta = {
  title: 'Product/CookieBanner',
  component: CookieBanner,
  args: { open: true, onAccept: fn(), policyHref: '/pravila-prodazhi', labels: cookieBannerLabels },
} satisfies Meta<typeof CookieBanner>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {};
export const Mobile: Story = { globals: { viewport: { value: 'mobile' } } };
export const WithoutPolicy: Story = { args: { policyHref: undefined } };
/** Accept or decline: declining starts no analytics at all. */
export const WithDecline: Story = { args: { onDecline: fn() } };
export const WithDeclineMobile: Story = { args: { onDecline: fn() }, globals: { viewport: { value: 'mobile' } } };
export const English: Story = { args: { labels: cookieBannerLabelsEn } };
/** A first visit: the location popup is open, and the banner stays usable beside it. */
export const BesideDialog: Story = {
  render: (args) => (
    <>
      <Modal open title="Куда доставить?" onClose={() => {}} closeLabel="Закрыть" persistent>
        <p>Выберите адрес доставки или ресторан для самовывоза.</p>
      </Modal>
      <CookieBanner {...args} />
    </>
  ),
};
export const BesideSheet: Story = { ...BesideDialog, globals: { viewport: { value: 'mobile' } } };
export const Light: Story = { globals: { theme: 'light' } };
