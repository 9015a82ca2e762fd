import type { Meta, StoryObj } from '@storybook/react-vite';
import { fn } from 'storybook/test';
import { CityChooser } from './CityChooser';
import { cities, cityChooserLabels } from './CityChooser.fixtures';

const meta = {
  title: 'Product/CityChooser',
  component: CityChooser,
  args: { cities: cities.slice(0, 3), value: 'c0', onChoose: fn(), labels: cityChooserLabels },
} satisfies Meta<typeof CityChooser>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Few: Story = {};
export const ManyWithSearch: Story = { args: { cities, value: null } };
export const Mobile: Story = { args: { cities }, globals: { viewport: { value: 'mobile' } } };
export const Light: Story = { globals: { theme: 'light' } };
