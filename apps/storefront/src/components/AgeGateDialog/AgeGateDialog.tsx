import { AgeGate } from '../../lib/lazy/ui';

/** Props of {@link AgeGateDialog}. */
export interface AgeGateDialogProps {
  /** Whether it is shown. */
  open: boolean;
  /** Texts. */
  labels: { title: string; text: string; yes: string; no: string };
  /** The customer is 18+. */
  onYes: () => void;
  /** The customer is not. */
  onNo: () => void;
}

/** The 18+ dialog (`AgeGate` of `@tarelka/ui`) with our texts. */
export function AgeGateDialog({ open, labels, onYes, onNo }: AgeGateDialogProps) {
  return <AgeGate open={open} labels={labels} onConfirm={onYes} onDecline={onNo} />;
}
