import type { Meta, StoryObj } from '@storybook/react-vite';
import { fn } from 'storybook/test';
import { NavigationBar } from './NavigationBar';

const groups = ['Пицца', 'Роллы', 'Сеты', 'Супы', 'Салаты', 'Горячее', 'Десерты', 'Напитки', 'Прочее'].map(
  (label, i) => ({
    id: `group-${i}`,
    label,
  }),
);

const meta = {
  title: 'Product/NavigationBar',
  component: NavigationBar,
  parameters: { layout: 'fullscreen' },
  args: { groups, onGroupClick: fn() },
} satisfies Meta<typeof NavigationBar>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = { args: { activeId: 'group-0' } };
export const SeveralMenus: Story = {
  args: {
    activeId: 'group-2',
    menus: [
      { id: 'main', label: 'Основное меню' },
      { id: 'breakfast', label: 'Завтраки' },
    ],
    activeMenuId: 'main',
    onMenuChange: fn(),
  },
  globals: { viewport: { value: 'desktop' } },
};
export const Mobile: Story = { args: { activeId: 'group-5' }, globals: { viewport: { value: 'mobile' } } };
export const Light: Story = { globals: { theme: 'light' }, args: { activeId: 'group-1' } };

/** Without `activeId` the bar follows the sections as the page scrolls. */
export const ScrollSpy: Story = {
  render: (args) => (
    <div>
      <NavigationBar {...args} />
      {groups.map((group) => (
        <section key={group.id} id={group.id} style={{ minHeight: 400, padding: 16 }} aria-label={group.label}>
          <h2>{group.label}</h2>
        </section>
      ))}
    </div>
  ),
};
