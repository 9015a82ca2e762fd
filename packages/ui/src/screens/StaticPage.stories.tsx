import type { Meta, StoryObj } from '@storybook/react-vite';
import { PageHeader } from '../index';
import { catalogFor, ru } from './screens.fixtures';
import { Narrow, Stack, Text } from './ScreenLayout.styles';
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
      <Narrow style={{ maxWidth: '45rem', marginLeft: 0 }}>
        <Stack>
          {page.paragraphs.map((paragraph) => (
            <Text key={paragraph}>{paragraph}</Text>
          ))}
        </Stack>
      </Narrow>
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
