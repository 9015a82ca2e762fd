import type { ReactNode } from 'react';
import { Button } from '../Button/Button';
import { Modal } from '../Modal/Modal';

/** Texts of {@link DayOffDialog}, in the page's language. */
export interface DayOffDialogLabels {
  /** Heading. */
  title: string;
  /** Explanation. */
  text: string;
  /** The button that closes it. */
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
  /** Texts, in the page's language. */
  labels: DayOffDialogLabels;
  /** `data-testid` of the dialog element. */
  testId?: string;
}

/**
 * Tells the customer the restaurant is closed now and when it opens: a 30rem dialog (a bottom
 * sheet on phones) closed by its one button, Escape or the backdrop.
 *
 * @example
 * <DayOffDialog open={!isRestoOpen(resto, now)} labels={texts} hours={<Schedule days={week} />} onClose={close} />
 */
export function DayOffDialog({ open, onClose, hours, labels: text, testId }: DayOffDialogProps) {
  return (
    <Modal
      open={open}
      title={text.title}
      onClose={onClose}
      closeLabel={text.ok}
      hideCloseButton
      testId={testId}
      $maxWidth="md"
      footer={<Button onClick={onClose}>{text.ok}</Button>}
    >
      <p style={{ marginTop: 0 }}>{text.text}</p>
      {hours}
    </Modal>
  );
}
