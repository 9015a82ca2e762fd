import { ErrorState as UiErrorState } from '@tarelka/ui';
import { useTranslation } from 'react-i18next';
import { requestErrorText, type FailedCall } from '../../lib/api/error-text';

/** Props of {@link ErrorState}: the failed call (its spec §8 message is derived) or a message. */
export type ErrorStateProps = (
  { error: FailedCall | null | undefined; message?: never } | { message: string; error?: never }
) & {
  /** Label of the retry button; 'Повторить' (`app.retry`) by default. */
  retryLabel?: string;
  /** Retries; without it no button is shown. */
  onRetry?: () => void;
};

/** A failed load with a way to retry (spec §8: never a blank screen), in the current language. */
export function ErrorState({ message, error, retryLabel, onRetry }: ErrorStateProps) {
  const { t } = useTranslation();
  return (
    <UiErrorState
      message={message ?? requestErrorText(t, error)}
      onRetry={onRetry}
      labels={{ title: t('app.unknownError'), retry: retryLabel ?? t('app.retry') }}
    />
  );
}
