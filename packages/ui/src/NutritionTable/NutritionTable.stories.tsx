import type { Meta, StoryObj } from '@storybook/react-vite';
import { NutritionTable } from './NutritionTable';
import { nutritionTableLabelsRu } from './NutritionTable.fixtures';

const meta = {
  title: 'Product/NutritionTable',
  component: NutritionTable,
  args: {
    per100: { kcal: 236, proteins: 12, fats: 13, carbohydrates: 18 },
    portion: { kcal: 755, proteins: 38.4, fats: 41.6, carbohydrates: 57.6 },
    locale: 'ru',
    labels: nutritionTableLabelsRu,
  },
  decorators: [
    (Story) => (
      <div style={{ maxWidth: 400 }}>
        <Story />
      </div>
    ),
  ],
} satisfies Meta<typeof NutritionTable>;
export default meta;
type Story = StoryObj<typeof meta>;

export const PerPortionAndPer100: Story = {};
/** Rolls in pieces without a weight: no portion column, never zeros. */
export const Per100Only: Story = { args: { portion: undefined } };
export const DrinkPer100Ml: Story = {
  args: {
    per100: { kcal: 43, proteins: 0.5, fats: 0, carbohydrates: 3.6, alcohol: 3.9 },
    portion: { kcal: 215, proteins: 2.5, fats: 0, carbohydrates: 18, alcohol: 19.5 },
    labels: { ...nutritionTableLabelsRu, per100: 'На 100 мл' },
  },
};
export const Light: Story = { globals: { theme: 'light' } };
