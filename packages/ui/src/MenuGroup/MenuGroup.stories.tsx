import type { Meta, StoryObj } from '@storybook/react-vite';
import { PositionCard } from '../PositionCard/PositionCard';
import { makePosition, positionCardLabelsRu } from '../PositionCard/PositionCard.fixtures';
import { pictures } from '../testing/pictures';
import { FilteredOutNotice } from '../FilteredOutNotice/FilteredOutNotice';
import { MenuGroup } from './MenuGroup';

const positions = [
  makePosition(),
  makePosition({ id: 'caesar', name: 'Цезарь с курицей', price: 39900, photo: pictures.salad }),
  makePosition({ id: 'ramen', name: 'Рамен', price: 45900, photo: pictures.ramen }),
  makePosition({ id: 'four', name: 'Четыре сыра', price: 55900 }),
  makePosition({ id: 'empty', name: 'Лимонад домашний', price: 19900, photo: undefined }),
];

const meta = {
  title: 'Product/MenuGroup',
  component: MenuGroup,
  args: {
    id: 'group-1-1',
    titleId: 'group-title-1-1',
    title: 'Пицца',
    children: positions.map((position) => (
      <PositionCard
        key={position.id}
        position={position}
        href={`/menus/1/positions/${position.id}`}
        onOpen={() => {}}
        currency="RUB"
        labels={positionCardLabelsRu(position.name)}
      />
    )),
  },
  parameters: { layout: 'padded' },
} satisfies Meta<typeof MenuGroup>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {};
export const UnderAMenuTitle: Story = { args: { level: 3, title: 'Завтраки до полудня и бранчи по выходным' } };
/** Some dishes hidden by the menu filters: the group says how many and offers to clear them. */
export const PartlyFilteredOut: Story = {
  args: {
    notice: <FilteredOutNotice text="Скрыто фильтрами: 2 блюда" clearLabel="Сбросить фильтры" onClear={() => {}} />,
  },
};
export const Phone: Story = { globals: { viewport: { value: 'mobile' } } };
export const Light: Story = { globals: { theme: 'light' } };
