import type { Meta, StoryObj } from '@storybook/react-vite';
import type { DietFilter } from '@tarelka/domain';
import { useState } from 'react';
import { fn } from 'storybook/test';
import { Modal } from '../Modal/Modal';
import { MenuFilterPanel } from './MenuFilterPanel';
import { menuFilterLabelsRu } from './MenuFilterPanel.fixtures';

const meta = {
  title: 'Product/MenuFilterPanel',
  component: MenuFilterPanel,
  args: { filter: {}, onFilterChange: fn(), onDone: fn(), labels: menuFilterLabelsRu },
  render: function Render(args) {
    const [filter, setFilter] = useState<DietFilter>(args.filter);
    return (
      <MenuFilterPanel
        {...args}
        filter={filter}
        onFilterChange={(next) => {
          setFilter(next);
          args.onFilterChange(next);
        }}
      />
    );
  },
} satisfies Meta<typeof MenuFilterPanel>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Empty: Story = {};
export const Chosen: Story = { args: { filter: { excludeAllergens: ['gluten', 'milk'], diets: ['vegetarian'] } } };
/** As the storefront shows it: a dialog on wide screens, a bottom sheet on phones. */
export const InSheet: Story = {
  globals: { viewport: { value: 'mobile' } },
  args: { filter: { excludeAllergens: ['nuts'] } },
  render: (args) => (
    <Modal open title="Фильтры" closeLabel="Закрыть" onClose={() => {}}>
      <MenuFilterPanel {...args} />
    </Modal>
  ),
};
export const Light: Story = { globals: { theme: 'light' } };
