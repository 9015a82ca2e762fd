import type { Meta, StoryObj } from '@storybook/react-vite';
import { PageHeader, RichText } from '../index';
import { catalogFor, ru } from './screens.fixtures';
import { ScreenLayout } from './ScreenLayout';
import { desktop, phone, screenParameters, severDesktop, severPhone } from './screen-stories';
import { screenTenantOf } from './tenants';
import type { ScreenTenant } from './tenants';

/** A white-label static page of the secondary navigation (spec §2). */
function StaticPageScreen({ tenant }: { tenant: ScreenTenant }) {
  const { page, address } = catalogFor(tenant.id);
  return (
    <ScreenLayout tenant={tenant} address={address.street}>
      <PageHeader title={page.title} onBack={() => {}} backLabel={ru.back} />
      <RichText markdown={page.paragraphs.join('\n\n')} emptyText="Информация на этой странице появится позже." />
    </ScreenLayout>
  );
}

const meta = {
  title: 'Screens/Static page',
  tags: ['!autodocs'],
  parameters: screenParameters,
  render: (_args, context) => <StaticPageScreen tenant={screenTenantOf(context)} />,
} satisfies Meta;
export default meta;
type Story = StoryObj<typeof meta>;

export const Phone: Story = phone;
export const Desktop: Story = desktop;
export const SeverPhone: Story = severPhone;
export const SeverDesktop: Story = severDesktop;
