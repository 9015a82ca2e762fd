import { Button } from '../Button/Button';
import { Art, Root, Text, Title } from '../EmptyState/EmptyState.styles';
import { AlertIcon } from '../lib/icons';

/** Texts of {@link ErrorState}; Russian by default. */
export interface ErrorStateLabels {
  /** Heading. */
  title: string;
  /** Retry button. */
  retry: string;
}

/** Props of {@link ErrorState}. */
export interface ErrorStateProps {
  /** What went wrong, e.g. 'Не удалось выполнить запрос'. */
  message?: string;
  /** Called by the retry button; hidden when absent. */
  onRetry?: () => void;
  /** Shows the retry button busy. */
  retrying?: boolean;
  /** Texts for translation. */
  labels?: Partial<ErrorStateLabels>;
}

const defaultLabels: ErrorStateLabels = { title: 'Что-то пошло не так', retry: 'Повторить' };

/**
 * A failed load with its message and a retry button; announced as an alert.
 *
 * @example
 * <ErrorState message="Не удалось выполнить запрос" onRetry={refetch} retrying={isFetching} />
 */
export function ErrorState({
  message = 'Не удалось выполнить запрос',
  onRetry,
  retrying = false,
  labels,
}: ErrorStateProps) {
  const text = { ...defaultLabels, ...labels };
  return (
    <Root role="alert">
      <Art aria-hidden="true">
        <AlertIcon width={64} height={64} />
      </Art>
      <Title>{text.title}</Title>
      <Text>{message}</Text>
      {onRetry && (
        <Button variant="secondary" onClick={onRetry} loading={retrying}>
          {text.retry}
        </Button>
      )}
    </Root>
  );
}
