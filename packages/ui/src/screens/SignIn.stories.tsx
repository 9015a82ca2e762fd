import { useState } from 'react';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { Button, Divider, Notice, PageHeader, TextField } from '../index';
import { ru } from './screens.fixtures';
import { Narrow, Stack } from './ScreenLayout.styles';
import { ScreenLayout } from './ScreenLayout';
import { desktop, phone, screenParameters, severDesktop, severPhone } from './screen-stories';
import { screenTenantOf } from './tenants';
import type { ScreenTenant } from './tenants';

const PROVIDERS = [
  ['GOOGLE', ru.signIn.google],
  ['APPLE', ru.signIn.apple],
  ['VK', ru.signIn.vk],
] as const;

/** auth.index: phone with an SMS code, then the tenant's other sign-in methods (spec §2). */
function SignInScreen({ tenant, step }: { tenant: ScreenTenant; step: 'phone' | 'code' }) {
  const [phoneNumber, setPhoneNumber] = useState(step === 'code' ? '+7 (916) 123-45-67' : '');
  const [code, setCode] = useState('');
  const providers = PROVIDERS.filter(([method]) => tenant.authMethods.includes(method));
  return (
    <ScreenLayout tenant={tenant} compact>
      <PageHeader title={ru.signIn.headline} onBack={() => {}} backLabel={ru.back} />
      <Narrow>
        {step === 'phone' ? (
          <Stack>
            <Notice $plain>{ru.signIn.lead}</Notice>
            <TextField
              label={ru.signIn.phone}
              value={phoneNumber}
              onValueChange={setPhoneNumber}
              mask="phone"
              type="tel"
              autoComplete="tel"
            />
            <Button fullWidth size="lg">
              {ru.signIn.getCode}
            </Button>
            {providers.length > 0 && <Divider label={ru.signIn.or} />}
            {providers.map(([method, label]) => (
              <Button key={method} variant="secondary" fullWidth size="lg">
                {label}
              </Button>
            ))}
            <Notice $plain>{ru.signIn.captchaNote}</Notice>
          </Stack>
        ) : (
          <Stack>
            <Notice $plain role="status">
              {ru.signIn.codeSent(phoneNumber)}
            </Notice>
            <TextField
              label={ru.signIn.code}
              value={code}
              onValueChange={setCode}
              inputMode="numeric"
              autoComplete="one-time-code"
              helper={ru.signIn.resendIn('1:24')}
            />
            <Button fullWidth size="lg">
              {ru.signIn.confirm}
            </Button>
            <Button variant="text" fullWidth>
              {ru.signIn.changePhone}
            </Button>
          </Stack>
        )}
      </Narrow>
    </ScreenLayout>
  );
}

const meta = {
  title: 'Screens/Sign-in',
  tags: ['!autodocs'],
  parameters: screenParameters,
  render: (_args, context) => <SignInScreen tenant={screenTenantOf(context)} step="phone" />,
} satisfies Meta;
export default meta;
type Story = StoryObj<typeof meta>;

export const Phone: Story = phone;
export const Desktop: Story = desktop;
export const SeverPhone: Story = severPhone;
export const SeverDesktop: Story = severDesktop;
/** The SMS code step with the re-request countdown. */
export const CodePhone: Story = {
  ...phone,
  render: (_args, context) => <SignInScreen tenant={screenTenantOf(context)} step="code" />,
};
