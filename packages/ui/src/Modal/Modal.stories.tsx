import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, fn, screen, userEvent, waitFor, within } from 'storybook/test';
import { Button } from '../Button/Button';
import { TextField } from '../TextField/TextField';
import { Modal } from './Modal';
import type { ModalProps } from './Modal';

function WithTrigger(args: ModalProps) {
  const [open, setOpen] = useState(args.open);
  const [name, setName] = useState('');
  return (
    <>
      <Button onClick={() => setOpen(true)}>Открыть</Button>
      <Modal
        {...args}
        open={open}
        onClose={() => {
          setOpen(false);
          args.onClose?.();
        }}
        footer={
          <>
            <Button variant="secondary" onClick={() => setOpen(false)}>
              Отмена
            </Button>
            <Button onClick={() => setOpen(false)}>Сохранить</Button>
          </>
        }
      >
        <p>Укажите адрес, чтобы мы могли показать вам актуальное меню</p>
        <TextField label="Квартира / офис" value={name} onValueChange={setName} />
      </Modal>
    </>
  );
}

const meta = {
  title: 'Surfaces/Modal',
  component: Modal,
  render: (args) => <WithTrigger {...args} />,
  args: { open: true, title: 'Адрес', closeLabel: 'Закрыть', children: null, onClose: fn(), $maxWidth: 'lg' },
  argTypes: { $maxWidth: { control: 'inline-radio', options: ['lg', 'md', 'sm'] } },
} satisfies Meta<typeof Modal>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Dialog: Story = { globals: { viewport: { value: 'desktop' } } };
export const BottomSheet: Story = { globals: { viewport: { value: 'mobile' } } };
export const Persistent: Story = { args: { persistent: true } };
export const Narrow: Story = { args: { $maxWidth: 'sm', title: 'Условия доставки' } };
export const LongRussianText: Story = {
  args: {
    title: 'Некоторые блюда не доставляются по новому адресу — изменить адрес и очистить корзину?',
    $maxWidth: 'md',
  },
  globals: { viewport: { value: 'mobile' } },
};
export const Light: Story = { globals: { theme: 'light' } };
/** The first visit's location popup: not closable, with a language menu in the toolbar. */
export const PersistentWithToolbar: Story = {
  args: {
    persistent: true,
    toolbar: (
      <Button variant="text" size="sm">
        RU
      </Button>
    ),
  },
};
/** The menu search and the map: full screen at every width. */
export const FullScreen: Story = { args: { fullScreen: true, title: 'Поиск' } };

/** The dialog takes the focus; Tab and Shift+Tab stay inside it (the scrolling body is a stop); Escape closes it and focus returns to the trigger. */
export const FocusTrapAndEscape: Story = {
  args: { open: false },
  play: async ({ canvasElement, args }) => {
    const trigger = within(canvasElement).getByRole('button', { name: 'Открыть' });
    await userEvent.click(trigger);
    const dialog = await screen.findByRole('dialog', { name: 'Адрес' });
    const close = within(dialog).getByRole('button', { name: 'Закрыть' });
    const save = within(dialog).getByRole('button', { name: 'Сохранить' });
    await expect(dialog).toHaveFocus();
    await userEvent.tab();
    await expect(close).toHaveFocus();
    await userEvent.tab({ shift: true });
    await expect(save).toHaveFocus();
    await userEvent.tab();
    await expect(close).toHaveFocus();
    await userEvent.tab();
    await expect(dialog.querySelector('[data-modal-body]')).toHaveFocus();
    await userEvent.tab();
    await expect(within(dialog).getByLabelText('Квартира / офис')).toHaveFocus();
    await userEvent.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    await expect(args.onClose).toHaveBeenCalled();
    await expect(trigger).toHaveFocus();
  },
};
