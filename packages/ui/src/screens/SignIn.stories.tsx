import { useState } from 'react';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { Divider, Notice, PageHeader, PhoneSignInForm, SocialSignInButtons } from '../index';
import { phoneSignInFormLabels } from '../PhoneSignInForm/PhoneSignInForm.fixtures';
import { ru } from './screens.fixtures';
import { Narrow, Stack } from './ScreenLayout.styles';
import { ScreenLayout } from './ScreenLayout';
import { desktop, phone, screenParameters, severDesktop, severPhone } from './screen-stories';
import { screenTenantOf } from './tenants';
import type { ScreenTenant } from './tenants';

const PROVIDERS = [
  { method: 'GOOGLE', id: 'google', label: ru.signIn.google },
  { method: 'APPLE', id: 'apple', label: ru.signIn.apple },
  { method: 'VK', id: 'vk', label: ru.signIn.vk },
] as const;

/** auth.index: phone with an SMS code, then the tenant's other sign-in methods (spec §2). */
function SignInScreen({ tenant, step }: { tenant: ScreenTenant; step: 'phone' | 'code' }) {
  const [phoneNumber, setPhoneNumber] = useState(step === 'code' ? '+7 (916) 123-45-67' : '');
  const [code, setCode] = useState('');
  const [resendAt] = useState(() => Date.now() + 84_000);
  const providers = PROVIDERS.filter(({ method }) => tenant.authMethods.includes(method));
  const labels = { ...phoneSignInFormLabels, codeSent: ru.signIn.codeSent(phoneNumber) };
  return (
    <ScreenLayout tenant={tenant} compact>
      <PageHeader title={ru.signIn.headline} onBack={() => {}} backLabel={ru.back} />
      <Narrow>
        <Stack>
          <Notice $plain>{ru.signIn.lead}</Notice>
          <PhoneSignInForm
            step={step}
            value={step === 'phone' ? phoneNumber : code}
            onValueChange={step === 'phone' ? setPhoneNumber : setCode}
            onSubmit={(event) => event.preventDefault()}
            captcha
            resendAt={resendAt}
            onResend={() => {}}
            onChangePhone={() => {}}
            labels={labels}
          />
          {providers.length > 0 && (
            <>
              <Divider label={ru.signIn.or} />
              <SocialSignInButtons providers={providers} onSignIn={() => {}} />
            </>
          )}
        </Stack>
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
