import { Button } from '../Button/Button';
import { Modal } from '../Modal/Modal';

/** Texts of {@link AgeGate}, in the page's language. */
export interface AgeGateLabels {
  /** Heading. */
  title: string;
  /** The question. */
  text: string;
  /** Yes button. */
  yes: string;
  /** No button. */
  no: string;
}

/** Props of {@link AgeGate}. */
export interface AgeGateProps {
  /** Whether it is shown. */
  open: boolean;
  /** Called when the visitor confirms being 18 or older. */
  onConfirm: () => void;
  /** Called when the visitor says no. */
  onDecline: () => void;
  /** Texts, in the page's language. */
  labels: AgeGateLabels;
}

/**
 * The 18+ confirmation: a persistent dialog with Yes and No.
 *
 * @example
 * <AgeGate open={!adultConfirmed} labels={{ title: '18+', text, yes: 'Да', no: 'Нет' }} onConfirm={confirmAdult} onDecline={goHome} />
 */
export function AgeGate({ open, onConfirm, onDecline, labels: text }: AgeGateProps) {
  return (
    <Modal
      open={open}
      title={text.title}
      persistent
      closeLabel={text.no}
      alert
      $maxWidth="md"
      footer={
        <>
          <Button variant="secondary" onClick={onDecline}>
            {text.no}
          </Button>
          <Button onClick={onConfirm}>{text.yes}</Button>
        </>
      }
    >
      <p style={{ margin: 0 }}>{text.text}</p>
    </Modal>
  );
}
