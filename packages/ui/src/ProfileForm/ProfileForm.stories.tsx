import type { Meta, StoryObj } from '@storybook/react-vite';
import { fn } from 'storybook/test';
import { ProfileForm } from './ProfileForm';
import { profileFormLabels, profileFormValues } from './ProfileForm.fixtures';

const meta = {
  title: 'Product/ProfileForm',
  component: ProfileForm,
  args: {
    values: profileFormValues,
    phone: '+79161234567',
    methods: ['phone', 'google', 'vk'],
    onChange: fn(),
    onBlur: fn(),
    onSubmit: fn(),
    labels: profileFormLabels,
  },
  decorators: [
    (Story) => (
      <div style={{ maxWidth: 640 }}>
        <Story />
      </div>
    ),
  ],
} satisfies Meta<typeof ProfileForm>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {};
export const Loading: Story = { args: { loading: true } };
export const Saving: Story = { args: { saving: true } };
export const Saved: Story = { args: { saved: true } };
export const FieldErrors: Story = {
  args: {
    values: { firstName: 'R2-D2', lastName: 'Петрова', email: 'anna@' },
    errors: { firstName: 'Имя указано не корректно', email: 'Укажите корректный email' },
  },
};
export const Failed: Story = { args: { failed: true } };
export const NoMethods: Story = { args: { methods: [], phone: null } };
export const Mobile: Story = { globals: { viewport: { value: 'mobile' } } };
export const Light: Story = { globals: { theme: 'light' } };
