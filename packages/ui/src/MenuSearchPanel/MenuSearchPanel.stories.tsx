import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, fn, screen, userEvent } from 'storybook/test';
import { Modal } from '../Modal/Modal';
import { MenuSearchPanel } from './MenuSearchPanel';
import type { MenuSearchPanelProps } from './MenuSearchPanel';
import { menuSearchLabelsRu, menuSearchResults } from './MenuSearchPanel.fixtures';

function InDialog(args: MenuSearchPanelProps) {
  const [query, setQuery] = useState(args.query);
  const found = query ? args.results.filter((r) => r.name.toLowerCase().includes(query.toLowerCase())) : [];
  return (
    <Modal open fullScreen title="Поиск" closeLabel="Закрыть" onClose={() => {}}>
      <MenuSearchPanel
        {...args}
        query={query}
        onQueryChange={setQuery}
        results={found}
        notFound={query !== '' && found.length === 0}
      />
    </Modal>
  );
}

const meta = {
  title: 'Product/MenuSearchPanel',
  component: MenuSearchPanel,
  render: (args) => <InDialog {...args} />,
  args: {
    query: 'марг',
    onQueryChange: fn(),
    results: menuSearchResults,
    notFound: false,
    onSelect: fn(),
    labels: menuSearchLabelsRu,
  },
} satisfies Meta<typeof MenuSearchPanel>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Found: Story = {};
export const FoundMobile: Story = { globals: { viewport: { value: 'mobile' } } };
export const Empty: Story = { args: { query: '' } };
/** Typing a name nothing has says so in a status. */
export const NotFound: Story = {
  args: { query: '' },
  play: async () => {
    const field = await screen.findByRole('searchbox', { name: 'Поиск' });
    await expect(field).toHaveFocus();
    await userEvent.type(field, 'zzzz');
    await expect(await screen.findByRole('status')).toHaveTextContent('Блюда не найдены');
  },
};
export const Light: Story = { globals: { theme: 'light' } };
