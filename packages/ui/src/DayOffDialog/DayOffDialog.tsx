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
  /** The button that orders for the next open time: 'Заказать ко времени' (with `onSchedule`). */
  schedule?: string;
  /** The next open time, read above that button: 'Ближайшее время: чт, 5 марта, 12:15'. */
  nextSlot?: string;
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
  /**
   * Orders for the next open time instead of turning the customer away (issue 27): with
   * `labels.schedule`, the dialog's first button.
   */
  onSchedule?: () => void;
}

/**
 * Tells the customer the restaurant is closed now and when it opens: a 30rem dialog (a bottom
 * sheet on phones) closed by its button, Escape or the backdrop. Given `onSchedule`, it offers
 * to order for the next open time ('Заказать ко времени') instead of only turning the customer away.
 *
 * @example
 * <DayOffDialog open={!isRestoOpen(resto, now)} labels={texts} hours={<Schedule days={week} />} onClose={close} />
 */
export function DayOffDialog({ open, onClose, hours, labels: text, testId, onSchedule }: DayOffDialogProps) {
  const offer = onSchedule && text.schedule;
  return (
    <Modal
      open={open}
      title={text.title}
      onClose={onClose}
      closeLabel={text.ok}
      hideCloseButton
      testId={testId}
      $maxWidth="md"
      footer={
        offer ? (
          <>
            <Button variant="secondary" onClick={onClose}>
              {text.ok}
            </Button>
            <Button onClick={onSchedule}>{text.schedule}</Button>
          </>
        ) : (
          <Button onClick={onClose}>{text.ok}</Button>
        )
      }
    >
      <p style={{ marginTop: 0 }}>{text.text}</p>
      {hours}
      {offer && text.nextSlot && <p data-testid="day-off-next-slot">{text.nextSlot}</p>}
    </Modal>
  );
}
