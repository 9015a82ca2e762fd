import type { Meta, StoryObj } from '@storybook/react-vite';
import { fn } from 'storybook/test';
import { NavigationBar } from './NavigationBar';
import { navigationGroups, navigationLabels, navigationMenus } from './NavigationBar.fixtures';

const groups = navigationGroups.filter((group) => group.menuId === 'menu-main');

const meta = {
  title: 'Product/NavigationBar',
  component: NavigationBar,
  parameters: { layout: 'fullscreen' },
  args: { labels: navigationLabels, groups, onGroupClick: fn() },
} satisfies Meta<typeof NavigationBar>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = { args: { activeId: 'group-0' } };
/** Desktop with several menus: 120 px, a row of menus above the groups. */
export const SeveralMenus: Story = {
  args: { groups: navigationGroups, activeId: 'group-2', menus: navigationMenus, onMenuClick: fn() },
  globals: { viewport: { value: 'desktop' } },
};
export const Mobile: Story = { args: { activeId: 'group-5' }, globals: { viewport: { value: 'mobile' } } };
export const Light: Story = { globals: { theme: 'light' }, args: { activeId: 'group-1' } };
/** A control at the end of the groups row (the menu search). */
export const WithEnd: Story = {
  args: { activeId: 'group-0', end: <button type="button">Поиск</button> },
};

/** Without `activeId` the bar follows the sections as the page scrolls. */
export const ScrollSpy: Story = {
  render: (args) => (
    <div>
      <NavigationBar {...args} />
      {args.groups.map((group) => (
        <section key={group.id} id={group.id} style={{ minHeight: 400, padding: 16 }} aria-label={group.label}>
          <h2>{group.label}</h2>
        </section>
      ))}
    </div>
  ),
};
