import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { FilteredOutNotice } from '../FilteredOutNotice/FilteredOutNotice';
import { PositionCard } from '../PositionCard/PositionCard';
import { makePosition, positionCardLabelsRu } from '../PositionCard/PositionCard.fixtures';
import { WindowedGroups, type WindowedGroup } from './WindowedGroups';

type Dish = ReturnType<typeof makePosition>;

/** A chain's large menu: 30 groups of 40 dishes, only the rows near the viewport in the DOM. */
const groups: Array<WindowedGroup<Dish>> = Array.from({ length: 30 }, (_, g) => ({
  key: `1-${g}`,
  id: `group-1-${g}`,
  titleId: `group-title-1-${g}`,
  name: `Раздел ${g + 1}`,
  items: Array.from({ length: 40 }, (_, i) =>
    makePosition({ id: `${g}-${i}`, name: `Блюдо ${g + 1}.${i + 1}`, price: 19900 + i * 1000 }),
  ),
}));

const meta = {
  title: 'Product/WindowedGroups',
  component: WindowedGroups<WindowedGroup<Dish>>,
  args: {
    groups,
    first: true,
    testId: 'menu-window',
    renderItem: (position: Dish, _group: WindowedGroup<Dish>, priority: boolean) => (
      <PositionCard
        key={position.id}
        position={position}
        href={`/menus/1/positions/${position.id}`}
        onOpen={() => {}}
        currency="RUB"
        priority={priority}
        labels={positionCardLabelsRu(position.name)}
      />
    ),
  },
  parameters: { layout: 'padded' },
} satisfies Meta<typeof WindowedGroups<WindowedGroup<Dish>>>;
export default meta;
type Story = StoryObj<typeof meta>;

/**
 * Its test (run in Chromium by the `storybook` project: jsdom lays nothing out): the first groups
 * are drawn with their titles and anchors, not all 1 200 dishes, and only the first dish is the
 * priority (LCP) picture.
 */
export const LargeMenu: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByRole('heading', { level: 2, name: 'Раздел 1' })).toHaveAttribute(
      'id',
      'group-title-1-0',
    );
    await expect(canvasElement.querySelector('#group-1-0')).not.toBeNull();
    await expect(canvas.queryByText('Блюдо 30.40')).toBeNull();
    const cards = canvasElement.querySelectorAll('[data-testid="menu-window"] article');
    await expect(cards.length).toBeGreaterThan(0);
    await expect(cards.length).toBeLessThan(200);
    await expect(canvasElement.querySelectorAll('img[fetchpriority="high"]').length).toBeLessThanOrEqual(1);
  },
};
/** Every other group says how many dishes the menu filters hide. */
export const WithFilterNotices: Story = {
  play: async ({ canvasElement }) => {
    await expect(await within(canvasElement).findByText('Скрыто фильтрами: 3 блюда')).toBeInTheDocument();
  },
  args: {
    renderNotice: (group: WindowedGroup<Dish>) =>
      Number(group.key.split('-')[1]) % 2 === 0 ? (
        <FilteredOutNotice text="Скрыто фильтрами: 3 блюда" clearLabel="Сбросить фильтры" onClear={() => {}} />
      ) : null,
  },
};
export const Phone: Story = { globals: { viewport: { value: 'mobile' } } };
