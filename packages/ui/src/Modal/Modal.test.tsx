import { fireEvent, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { renderWithTheme } from '../testing/render';
import { Modal } from './Modal';
import type { ModalProps } from './Modal';

const close = 'Закрыть';

function Trigger(props: Partial<ModalProps>) {
  const [open, setOpen] = useState(false);
  return (
    <>
      <button type="button" onClick={() => setOpen(true)}>
        Открыть
      </button>
      <Modal open={open} title="Адрес" closeLabel={close} onClose={() => setOpen(false)} {...props}>
        {props.children ?? 'Текст'}
      </Modal>
    </>
  );
}

describe('<Modal />', () => {
  it('is a modal dialog named by its title, with its test id', () => {
    renderWithTheme(
      <Modal open title="Адрес" closeLabel={close} onClose={() => {}} testId="location-dialog">
        Текст
      </Modal>,
    );
    const dialog = screen.getByRole('dialog', { name: 'Адрес' });
    expect(dialog).toHaveAttribute('aria-modal', 'true');
    expect(screen.getByTestId('location-dialog')).toBe(dialog);
  });

  it('renders nothing when closed', () => {
    renderWithTheme(
      <Modal open={false} title="Адрес" closeLabel={close}>
        Текст
      </Modal>,
    );
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });

  it('closes on Escape, the close button (named by closeLabel) and the backdrop', async () => {
    const onClose = vi.fn();
    renderWithTheme(
      <Modal open title="Address" closeLabel="Close" onClose={onClose}>
        Text
      </Modal>,
    );
    await userEvent.keyboard('{Escape}');
    await userEvent.click(screen.getByRole('button', { name: 'Close' }));
    fireEvent.mouseDown(screen.getByTestId('modal-backdrop'));
    expect(onClose).toHaveBeenCalledTimes(3);
  });

  it('cannot be dismissed when persistent', async () => {
    const onClose = vi.fn();
    renderWithTheme(
      <Modal open persistent title="Адрес" closeLabel={close} onClose={onClose}>
        Текст
      </Modal>,
    );
    expect(screen.queryByRole('button', { name: close })).not.toBeInTheDocument();
    await userEvent.keyboard('{Escape}');
    fireEvent.mouseDown(screen.getByTestId('modal-backdrop'));
    expect(onClose).not.toHaveBeenCalled();
  });

  it('keeps Tab inside, through the focusable body, and locks page scroll while open', async () => {
    const { unmount } = renderWithTheme(
      <>
        <button type="button">Снаружи</button>
        <Modal
          open
          title="Адрес"
          closeLabel={close}
          onClose={() => {}}
          footer={<button type="button">Сохранить</button>}
        >
          Текст
        </Modal>
      </>,
    );
    expect(document.body.style.overflow).toBe('hidden');
    expect(screen.getByRole('dialog')).toHaveFocus();
    await userEvent.tab();
    expect(screen.getByRole('button', { name: close })).toHaveFocus();
    await userEvent.tab();
    expect(screen.getByText('Текст')).toHaveFocus();
    await userEvent.tab();
    expect(screen.getByRole('button', { name: 'Сохранить' })).toHaveFocus();
    await userEvent.tab();
    expect(screen.getByRole('button', { name: close })).toHaveFocus();
    unmount();
    expect(document.body.style.overflow).toBe('');
  });

  it('focuses the element marked data-autofocus, and gives focus back to the trigger on close', async () => {
    renderWithTheme(<Trigger>{<input aria-label="Поиск" data-autofocus />}</Trigger>);
    const trigger = screen.getByRole('button', { name: 'Открыть' });
    await userEvent.click(trigger);
    expect(screen.getByRole('textbox', { name: 'Поиск' })).toHaveFocus();
    await userEvent.keyboard('{Escape}');
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(trigger).toHaveFocus();
  });

  it('puts toolbar controls in the header before the close button, also when persistent', async () => {
    const { rerender } = renderWithTheme(
      <Modal open title="Адрес" closeLabel={close} onClose={() => {}} toolbar={<button type="button">RU</button>}>
        Текст
      </Modal>,
    );
    const language = screen.getByRole('button', { name: 'RU' });
    expect(language.compareDocumentPosition(screen.getByRole('button', { name: close }))).toBe(
      Node.DOCUMENT_POSITION_FOLLOWING,
    );
    rerender(
      <Modal open persistent title="Адрес" closeLabel={close} toolbar={<button type="button">RU</button>}>
        Текст
      </Modal>,
    );
    expect(screen.getByRole('button', { name: 'RU' })).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: close })).not.toBeInTheDocument();
  });

  it('closes on a downward swipe', () => {
    const onClose = vi.fn();
    renderWithTheme(
      <Modal open title="Адрес" closeLabel={close} onClose={onClose}>
        Текст
      </Modal>,
    );
    const dialog = screen.getByRole('dialog');
    fireEvent.pointerDown(dialog, { pointerType: 'touch', clientY: 100 });
    fireEvent.pointerMove(dialog, { pointerType: 'touch', clientY: 260 });
    fireEvent.pointerUp(dialog, { pointerType: 'touch', clientY: 260 });
    expect(onClose).toHaveBeenCalledOnce();
  });

  it('in full screen has no swipe handle and ignores a swipe', () => {
    const onClose = vi.fn();
    renderWithTheme(
      <Modal open fullScreen title="Поиск" closeLabel={close} onClose={onClose}>
        Текст
      </Modal>,
    );
    const dialog = screen.getByRole('dialog', { name: 'Поиск' });
    expect(dialog.querySelector('[aria-hidden="true"]:not(svg)')).toBeNull();
    fireEvent.pointerDown(dialog, { pointerType: 'touch', clientY: 100 });
    fireEvent.pointerMove(dialog, { pointerType: 'touch', clientY: 300 });
    fireEvent.pointerUp(dialog, { pointerType: 'touch', clientY: 300 });
    expect(onClose).not.toHaveBeenCalled();
    expect(screen.getByRole('button', { name: close })).toBeInTheDocument();
  });

  it('over another dialog, takes Escape and Tab to itself; Escape then closes the one under it', async () => {
    const user = userEvent.setup();
    function Nested() {
      const [outer, setOuter] = useState(true);
      const [inner, setInner] = useState(false);
      return (
        <Modal open={outer} title="Адрес" closeLabel={close} onClose={() => setOuter(false)}>
          <button type="button" onClick={() => setInner(true)}>
            Условия доставки
          </button>
          <Modal open={inner} title="Условия" closeLabel="Закрыть условия" onClose={() => setInner(false)}>
            <button type="button">Понятно</button>
          </Modal>
        </Modal>
      );
    }
    renderWithTheme(<Nested />);
    await user.click(screen.getByRole('button', { name: 'Условия доставки' }));
    const conditions = screen.getByRole('dialog', { name: 'Условия' });
    for (let i = 0; i < 4; i++) {
      await user.tab();
      expect(conditions).toContainElement(document.activeElement as HTMLElement);
    }
    await user.keyboard('{Escape}');
    expect(screen.queryByRole('dialog', { name: 'Условия' })).toBeNull();
    expect(screen.getByRole('dialog', { name: 'Адрес' })).toBeInTheDocument();
    await user.keyboard('{Escape}');
    expect(screen.queryByRole('dialog', { name: 'Адрес' })).toBeNull();
  });

  it('that cannot be closed, over another, keeps Escape from closing the one under it', async () => {
    const user = userEvent.setup();
    const outerClose = vi.fn();
    function Nested() {
      const [inner, setInner] = useState(false);
      return (
        <Modal open title="Адрес" closeLabel={close} onClose={outerClose}>
          <button type="button" onClick={() => setInner(true)}>
            Сменить город
          </button>
          <Modal open={inner} title="Выберите город" closeLabel={close}>
            <button type="button">Москва</button>
          </Modal>
        </Modal>
      );
    }
    renderWithTheme(<Nested />);
    await user.click(screen.getByRole('button', { name: 'Сменить город' }));
    await user.keyboard('{Escape}');
    expect(outerClose).not.toHaveBeenCalled();
    expect(screen.getByRole('dialog', { name: 'Выберите город' })).toBeInTheDocument();
  });
});
