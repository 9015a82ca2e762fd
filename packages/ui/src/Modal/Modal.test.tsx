import { fireEvent, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { renderWithTheme } from '../testing/render';
import { Modal } from './Modal';

describe('<Modal />', () => {
  it('is a modal dialog named by its title', () => {
    renderWithTheme(
      <Modal open title="Адрес" onClose={() => {}}>
        Текст
      </Modal>,
    );
    const dialog = screen.getByRole('dialog', { name: 'Адрес' });
    expect(dialog).toHaveAttribute('aria-modal', 'true');
  });

  it('renders nothing when closed', () => {
    renderWithTheme(
      <Modal open={false} title="Адрес">
        Текст
      </Modal>,
    );
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });

  it('closes on Escape, the close button and the backdrop', async () => {
    const onClose = vi.fn();
    renderWithTheme(
      <Modal open title="Адрес" onClose={onClose}>
        Текст
      </Modal>,
    );
    await userEvent.keyboard('{Escape}');
    await userEvent.click(screen.getByRole('button', { name: 'Закрыть' }));
    fireEvent.mouseDown(screen.getByTestId('modal-backdrop'));
    expect(onClose).toHaveBeenCalledTimes(3);
  });

  it('cannot be dismissed when persistent', async () => {
    const onClose = vi.fn();
    renderWithTheme(
      <Modal open persistent title="Адрес" onClose={onClose}>
        Текст
      </Modal>,
    );
    expect(screen.queryByRole('button', { name: 'Закрыть' })).not.toBeInTheDocument();
    await userEvent.keyboard('{Escape}');
    fireEvent.mouseDown(screen.getByTestId('modal-backdrop'));
    expect(onClose).not.toHaveBeenCalled();
  });

  it('keeps Tab inside and locks page scroll while open', async () => {
    const { unmount } = renderWithTheme(
      <>
        <button type="button">Снаружи</button>
        <Modal open title="Адрес" onClose={() => {}} footer={<button type="button">Сохранить</button>}>
          Текст
        </Modal>
      </>,
    );
    expect(document.body.style.overflow).toBe('hidden');
    expect(screen.getByRole('button', { name: 'Закрыть' })).toHaveFocus();
    await userEvent.tab();
    expect(screen.getByRole('button', { name: 'Сохранить' })).toHaveFocus();
    await userEvent.tab();
    expect(screen.getByRole('button', { name: 'Закрыть' })).toHaveFocus();
    unmount();
    expect(document.body.style.overflow).toBe('');
  });

  it('closes on a downward swipe', () => {
    const onClose = vi.fn();
    renderWithTheme(
      <Modal open title="Адрес" onClose={onClose}>
        Текст
      </Modal>,
    );
    const dialog = screen.getByRole('dialog');
    fireEvent.pointerDown(dialog, { pointerType: 'touch', clientY: 100 });
    fireEvent.pointerMove(dialog, { pointerType: 'touch', clientY: 260 });
    fireEvent.pointerUp(dialog, { pointerType: 'touch', clientY: 260 });
    expect(onClose).toHaveBeenCalledOnce();
  });
});
