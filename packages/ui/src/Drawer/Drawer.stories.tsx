import type { Meta, StoryObj } from '@storybook/react-vite';
import { fn } from 'storybook/test';
import { LocaleSwitcher } from '../LocaleSwitcher/LocaleSwitcher';
import { Drawer } from './Drawer';
import { drawerSections } from './Drawer.fixtures';

const meta = {
  title: 'Surfaces/Drawer',
  component: Drawer,
  args: {
    open: true,
    label: 'Тарелка',
    closeLabel: 'Закрыть меню',
    onClose: fn(),
    sections: drawerSections,
  },
} satisfies Meta<typeof Drawer>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = { globals: { viewport: { value: 'mobile' } } };
export const WithLocaleAndSupport: Story = {
  globals: { viewport: { value: 'mobile' } },
  args: {
    footer: (
      <>
        <LocaleSwitcher locales={['ru', 'en', 'cnr']} value="ru" onValueChange={fn()} label="Язык" />
        <p>
          <a href="https://t.me/example" target="_blank" rel="noopener noreferrer">
            Написать в поддержку
          </a>
        </p>
      </>
    ),
  },
};
export const Desktop: Story = { globals: { viewport: { value: 'desktop' } } };
export const Light: Story = { globals: { theme: 'light', viewport: { value: 'mobile' } } };
