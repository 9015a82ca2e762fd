import { Button } from '../Button/Button';
import { Art, Root, Text, Title } from '../EmptyState/EmptyState.styles';
import { AlertIcon } from '../lib/icons';

/** Texts of {@link ErrorState}, in the customer's language. */
export interface ErrorStateLabels {
  /** Heading. */
  title: string;
  /** Retry button. */
  retry: string;
}

/** Props of {@link ErrorState}. */
export interface ErrorStateProps {
  /** What went wrong, e.g. 'Не удалось выполнить запрос', in the customer's language. */
  message?: string;
  /** Called by the retry button; hidden when absent. */
  onRetry?: () => void;
  /** Shows the retry button busy. */
  retrying?: boolean;
  /** Texts, in the customer's language. */
  labels: ErrorStateLabels;
}

/**
 * A failed load with its message and a retry button; announced as an alert.
 *
 * @example
 * <ErrorState message="Не удалось выполнить запрос" labels={{ title: 'Что-то пошло не так', retry: 'Повторить' }}
 *   onRetry={refetch} retrying={isFetching} />
 */
export function ErrorState({ message, onRetry, retrying = false, labels }: ErrorStateProps) {
  const text = labels;
  return (
    <Root role="alert">
      <Art aria-hidden="true">
        <AlertIcon width={64} height={64} />
      </Art>
      <Title>{text.title}</Title>
      {message && <Text>{message}</Text>}
      {onRetry && (
        <Button variant="secondary" onClick={onRetry} loading={retrying}>
          {text.retry}
        </Button>
      )}
    </Root>
  );
}
