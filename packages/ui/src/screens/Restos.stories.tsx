import type { Meta, StoryObj } from '@storybook/react-vite';
import { PageHeader, RestoCard, Schedule } from '../index';
import { catalogFor, ru } from './screens.fixtures';
import { CardGrid, Section, SectionTitle } from './ScreenLayout.styles';
import { ScreenLayout } from './ScreenLayout';
import { desktop, phone, screenParameters, severDesktop, severPhone } from './screen-stories';
import { screenTenantOf } from './tenants';
import type { ScreenTenant } from './tenants';

/** restos.index: the chain's restaurants, and the first one's week (spec §2). */
function RestosScreen({ tenant }: { tenant: ScreenTenant }) {
  const catalog = catalogFor(tenant.id);
  return (
    <ScreenLayout tenant={tenant} current="restos" address={catalog.address.street}>
      <PageHeader title={ru.restos.headline} />
      <SectionTitle>{catalog.cities[0]?.name}</SectionTitle>
      <CardGrid $min={320}>
        {catalog.restos.map((resto, index) => (
          <li key={resto.id}>
            <RestoCard
              resto={{ ...resto, currency: tenant.currency }}
              href={`/restos/${resto.id}`}
              status={
                index === 2 ? { open: false, text: 'Закрыто до 10:00' } : { open: true, text: 'Открыто до 23:00' }
              }
              labels={ru.restoCard}
            />
          </li>
        ))}
      </CardGrid>
      <Section aria-labelledby="restos-hours" style={{ marginTop: 32 }}>
        <SectionTitle id="restos-hours">{catalog.restos[0]?.name}</SectionTitle>
        <Schedule days={catalog.schedule} labels={ru.schedule} />
      </Section>
    </ScreenLayout>
  );
}

const meta = {
  title: 'Screens/Restos',
  tags: ['!autodocs'],
  parameters: screenParameters,
  render: (_args, context) => <RestosScreen tenant={screenTenantOf(context)} />,
} satisfies Meta;
export default meta;
type Story = StoryObj<typeof meta>;

export const Phone: Story = phone;
export const Desktop: Story = desktop;
export const SeverPhone: Story = severPhone;
export const SeverDesktop: Story = severDesktop;
