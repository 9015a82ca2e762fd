import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { Modal } from '../Modal/Modal';
import { PositionDetail } from './PositionDetail';
import { makePositionDetail, positionDetailLabelsRu } from './PositionDetail.fixtures';

const meta = {
  title: 'Product/PositionDetail',
  component: PositionDetail,
  args: { position: makePositionDetail(), onAdd: fn(), onPhotoClick: fn(), labels: positionDetailLabelsRu },
} satisfies Meta<typeof PositionDetail>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = { globals: { viewport: { value: 'desktop' } } };
export const NoModifiers: Story = {
  args: { position: makePositionDetail({ modifierGroups: [], photos: [makePositionDetail().photos[0]!] }) },
};
export const NoPhoto: Story = { args: { position: makePositionDetail({ photos: [], modifierGroups: [] }) } };
export const Adding: Story = { args: { adding: true } };
export const Unavailable: Story = { args: { unavailable: true } };
export const LongRussianText: Story = {
  args: {
    position: makePositionDetail({
      name: 'Пицца «Четыре сыра» с трюфельным маслом и вялеными томатами на тонком тесте',
      description:
        'Сливочный соус, моцарелла, горгонзола, пармезан, чеддер, вяленые томаты, трюфельное масло, руккола и кедровые орехи. Подаётся с медовым соусом.',
      notes: ['Готовится 1,5 часа', 'Пищевая ценность на 100 г: 265 ккал'],
    }),
  },
  globals: { viewport: { value: 'mobile' } },
};
/** In the dialog, as the storefront shows it: the dialog's title is the name. */
export const InModal: Story = {
  args: { hideName: true },
  render: (args) => (
    <Modal open title={args.position.name} closeLabel="Закрыть" $maxWidth="lg" onClose={() => {}}>
      <PositionDetail {...args} />
    </Modal>
  ),
};
export const Light: Story = { globals: { theme: 'light' } };
/** Rolls in pieces without a weight: the КБЖУ table has no portion column, and no allergens are declared. */
export const NutritionPer100Only: Story = {
  args: {
    position: makePositionDetail({
      modifierGroups: [],
      nutrition: {
        measure: { value: 8, unit: 'pc' },
        nutrition: { per100: { kcal: 180, proteins: 7, fats: 6, carbohydrates: 24 } },
      },
      diets: [],
    }),
  },
};

/** The cheese crust adds its energy to the portion and milk to the allergens as it is chosen. */
export const CheeseAddsMilk: Story = {
  args: { locale: 'ru' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByText('Содержит:').closest('p')).toHaveTextContent(/глютен$/);
    await userEvent.click(canvas.getByRole('checkbox', { name: /Сырный бортик/ }));
    await expect(canvas.getByText('Содержит:').closest('p')).toHaveTextContent(/глютен, молоко$/);
  },
};

/** Adding without the required size shows the group's error and focuses it; choosing fixes it. */
export const RequiredModifierValidation: Story = {
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: /Добавить за/ }));
    await expect(args.onAdd).not.toHaveBeenCalled();
    const size = canvas.getByRole('group', { name: 'Размер' });
    await expect(within(size).getByRole('alert')).toHaveTextContent('Выберите хотя бы 1 вариант');
    await expect(size).toHaveFocus();

    await userEvent.click(within(size).getByRole('radio', { name: /33 см/ }));
    await expect(within(size).queryByRole('alert')).not.toBeInTheDocument();
    await userEvent.click(canvas.getByRole('checkbox', { name: /Сырный бортик/ }));
    await userEvent.click(canvas.getByRole('button', { name: 'Больше' }));
    const add = canvas.getByRole('button', { name: /Добавить за/ });
    await expect(add.textContent?.replace(/\u00a0/g, ' ')).toBe('Добавить за 1 578 ₽');
    await userEvent.click(add);
    await waitFor(() =>
      expect(args.onAdd).toHaveBeenCalledWith({
        count: 2,
        modifiers: [
          { groupId: 'size', id: 'big', price: 20000 },
          { groupId: 'extras', id: 'cheese', price: 9000 },
        ],
      }),
    );
  },
};
