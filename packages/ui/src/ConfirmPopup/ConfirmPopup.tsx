import type { ReactNode } from 'react';
import { Button } from '../Button/Button';
import { Modal } from '../Modal/Modal';

/** Texts of {@link ConfirmPopup}, in the page's language (the spec's: 'Подтвердить?', 'Отмена', 'Ок'). */
export interface ConfirmPopupLabels {
  /** Heading. */
  title: string;
  /** Cancel button. */
  cancel: string;
  /** Confirm button. */
  confirm: string;
}

/** Props of {@link ConfirmPopup}. */
export interface ConfirmPopupProps {
  /** Whether it is shown. */
  open: boolean;
  /** Explanation under the heading. */
  children?: ReactNode;
  /** Called on confirm. */
  onConfirm: () => void;
  /** Called on cancel (button or Escape). */
  onCancel?: () => void;
  /** Hides the cancel button (the popup then can only be confirmed). */
  hideCancel?: boolean;
  /** Shows the confirm button busy. */
  confirming?: boolean;
  /** Texts, in the page's language ('Упс!', 'Подтвердите адрес'… as the title). */
  labels: ConfirmPopupLabels;
}

/**
 * A persistent confirmation: a 30rem dialog on wide screens, a bottom sheet on phones.
 *
 * @example
 * <ConfirmPopup open labels={{ title: 'Упс!', cancel: 'Отмена', confirm: 'Ок' }} onConfirm={clearAndSave} onCancel={close}>
 *   Некоторые блюда не доставляются по новому адресу. Изменить адрес и очистить корзину?
 * </ConfirmPopup>
 */
export function ConfirmPopup({
  open,
  children,
  onConfirm,
  onCancel,
  hideCancel = false,
  confirming = false,
  labels: text,
}: ConfirmPopupProps) {
  return (
    <Modal
      open={open}
      title={text.title}
      alert
      persistent={hideCancel || !onCancel}
      onClose={onCancel}
      closeLabel={text.cancel}
      $maxWidth="md"
      closeOnBackdrop={false}
      hideCloseButton
      footer={
        <>
          {!hideCancel && (
            <Button variant="secondary" onClick={onCancel}>
              {text.cancel}
            </Button>
          )}
          <Button onClick={onConfirm} loading={confirming}>
            {text.confirm}
          </Button>
        </>
      }
    >
      {children}
    </Modal>
  );
}
