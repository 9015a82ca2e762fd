import { ConfirmPopup } from '@tarelka/ui';

/** Props of {@link ConfirmDialog}. */
export interface ConfirmDialogProps {
  /** Whether it is shown. */
  open: boolean;
  /** Headline; the spec's default is 'Подтвердить?'. */
  title: string;
  /** The question. */
  text: string;
  /** Confirm label ('Ок'). */
  confirmLabel: string;
  /** Cancel label ('Отмена'); omit `onCancel` to hide the button. */
  cancelLabel?: string;
  /** Confirms. */
  onConfirm: () => void;
  /** Cancels; the button is hidden without it. */
  onCancel?: () => void;
}

/** The spec's persistent confirmation popup (`ConfirmPopup` of `@tarelka/ui`) with our texts. */
export function ConfirmDialog({
  open,
  title,
  text,
  confirmLabel,
  cancelLabel,
  onConfirm,
  onCancel,
}: ConfirmDialogProps) {
  return (
    <ConfirmPopup
      open={open}
      onConfirm={onConfirm}
      onCancel={onCancel}
      hideCancel={!onCancel}
      labels={{ title, confirm: confirmLabel, cancel: cancelLabel ?? '' }}
    >
      {text}
    </ConfirmPopup>
  );
}
