import type { ReactNode } from 'react';
import { Button } from '../Button/Button';
import { Modal } from '../Modal/Modal';

/** Texts of {@link DayOffDialog}; Russian by default. */
export interface DayOffDialogLabels {
  /** Heading. */
  title: string;
  /** Explanation. */
  text: string;
  /** Close button. */
  ok: string;
}

/** Props of {@link DayOffDialog}. */
export interface DayOffDialogProps {
  /** Whether it is shown. */
  open: boolean;
  /** Called to close it. */
  onClose: () => void;
  /** When orders are accepted, e.g. a {@link Schedule} or 'Сегодня с 10:00'. */
  hours?: ReactNode;
  /** Texts for translation. */
  labels?: Partial<DayOffDialogLabels>;
}

const defaultLabels: DayOffDialogLabels = {
  title: 'Сейчас заказы не принимаются',
  text: 'Ресторан закрыт. Приходите в рабочее время — мы будем рады вашему заказу.',
  ok: 'Понятно',
};

/**
 * Tells the customer the restaurant is closed now and when it opens.
 *
 * @example
 * <DayOffDialog open={!isRestoOpen(resto, now)} hours={<Schedule days={week} />} onClose={close} />
 */
export function DayOffDialog({ open, onClose, hours, labels }: DayOffDialogProps) {
  const text = { ...defaultLabels, ...labels };
  return (
    <Modal
      open={open}
      title={text.title}
      onClose={onClose}
      $maxWidth="md"
      footer={<Button onClick={onClose}>{text.ok}</Button>}
    >
      <p style={{ marginTop: 0 }}>{text.text}</p>
      {hours}
    </Modal>
  );
}
