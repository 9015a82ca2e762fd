import type { Meta, StoryObj } from '@storybook/react-vite';
import { PageHeader, PromotionCard } from '../index';
import { catalogFor, ru } from './screens.fixtures';
import { CardGrid } from './ScreenLayout.styles';
import { ScreenLayout } from './ScreenLayout';
import { desktop, phone, screenParameters, severDesktop, severPhone } from './screen-stories';
import { screenTenantOf } from './tenants';
import type { ScreenTenant } from './tenants';

/** promotions.index: the list of promotions (spec §2). */
function PromotionsScreen({ tenant }: { tenant: ScreenTenant }) {
  const catalog = catalogFor(tenant.id);
  return (
    <ScreenLayout tenant={tenant} current="promotions" address={catalog.address.street}>
      <PageHeader title={ru.promotions.headline} />
      <CardGrid $min={320}>
        {catalog.promotions.map((promotion, index) => (
          <li key={promotion.id}>
            <PromotionCard
              promotion={promotion}
              href={`/promotions/${promotion.id}`}
              priority={index === 0}
              headingLevel={2}
            />
          </li>
        ))}
      </CardGrid>
    </ScreenLayout>
  );
}

const meta = {
  title: 'Screens/Promotions',
  tags: ['!autodocs'],
  parameters: screenParameters,
  render: (_args, context) => <PromotionsScreen tenant={screenTenantOf(context)} />,
} satisfies Meta;
export default meta;
type Story = StoryObj<typeof meta>;

export const Phone: Story = phone;
export const Desktop: Story = desktop;
export const SeverPhone: Story = severPhone;
export const SeverDesktop: Story = severDesktop;
