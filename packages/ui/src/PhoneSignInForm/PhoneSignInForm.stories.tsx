import type { Meta, StoryObj } from '@storybook/react-vite';
import { fn } from 'storybook/test';
import { PhoneSignInForm } from './PhoneSignInForm';
import { phoneSignInFormLabels } from './PhoneSignInForm.fixtures';

const meta = {
  title: 'Product/PhoneSignInForm',
  component: PhoneSignInForm,
  args: {
    step: 'phone',
    value: '',
    onValueChange: fn(),
    onSubmit: fn((event) => event.preventDefault()),
    captcha: true,
    onResend: fn(),
    onChangePhone: fn(),
    labels: phoneSignInFormLabels,
  },
} satisfies Meta<typeof PhoneSignInForm>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Phone: Story = {};
export const InvalidPhone: Story = { args: { value: '+7 (916) 12', error: 'Укажите корректный номер' } };
export const Sending: Story = { args: { value: '+7 (916) 123-45-67', submitting: true } };
/** The code step while a new code cannot be asked for yet. */
export const Code: Story = {
  args: { step: 'code', value: '12', resendAt: Date.now() + 84_000 },
};
export const WrongCode: Story = {
  args: { step: 'code', value: '1234', error: 'Неверный код', resendAt: Date.now() + 60_000 },
};
/** The countdown is over: a new code may be asked for, and was refused. */
export const ResendRefused: Story = {
  args: { step: 'code', resendError: 'Попытки исчерпаны. Повторите через час' },
};
export const Mobile: Story = { globals: { viewport: { value: 'mobile' } } };
export const Light: Story = { globals: { theme: 'light' } };
