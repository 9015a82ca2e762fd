import type { Meta, StoryObj } from '@storybook/react-vite';
import { fn } from 'storybook/test';
import { MenuTiles } from './MenuTiles';
import { menuTiles } from './MenuTiles.fixtures';

const meta = {
  title: 'Product/MenuTiles',
  component: MenuTiles,
  args: { title: 'Тарелка на Тверской', label: 'Меню', menus: menuTiles, onOpen: fn() },
  globals: { viewport: { value: 'mobile' } },
} satisfies Meta<typeof MenuTiles>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {};
export const TwoMenus: Story = { args: { menus: menuTiles.slice(0, 2) } };
export const Failed: Story = { args: { fallback: <p>Не удалось загрузить меню.</p> } };
export const Light: Story = { globals: { theme: 'light' } };
