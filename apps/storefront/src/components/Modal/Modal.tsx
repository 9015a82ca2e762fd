import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Modal as KitModal } from '../../lib/lazy/ui';

/** Props of {@link Modal}. */
export interface ModalProps {
  /** Whether the modal is shown. */
  open: boolean;
  /** Heading, also the dialog's accessible name. */
  title: ReactNode;
  /** Closes the modal; without it the modal cannot be closed (no button, no Escape). */
  onClose?: () => void;
  /** Max width on wide screens, e.g. '56.25rem'. */
  maxWidth?: string;
  /** Full screen at every width (search, map). */
  fullScreen?: boolean;
  /** Extra controls in the header (e.g. a language menu). */
  toolbar?: ReactNode;
  /** Content; an element marked `data-autofocus` gets the focus. */
  children: ReactNode;
  /** Test id of the dialog element. */
  testId?: string;
}

// What imports this opens a modal at once or soon (a position's page, a promotion, the location
// popup, the drawer), and none of it is in the first route: fetch the modal's code beside theirs now,
// not after their first render.
void KitModal.preload().catch(() => undefined);

/**
 * `Modal` of `@tarelka/ui` (a dialog from 840 px, a bottom sheet below; spec §2) with the close
 * label of the page's language. Its code loads the first time a modal opens, not with the first route.
 */
export function Modal({ maxWidth = '30rem', ...props }: ModalProps) {
  const { t } = useTranslation();
  return <KitModal {...props} $maxWidth={maxWidth} closeLabel={t('app.close')} />;
}
