import { useCallback, useEffect, useRef, useState } from 'react';
import { Button } from '../Button/Button';
import { IconButton } from '../IconButton/IconButton';
import { CloseIcon } from '../lib/icons';
import { Message, Region, Toast } from './Snackbar.styles';

/** One message in the snackbar queue. */
export interface SnackbarMessage {
  /** Unique id. */
  id: string;
  /** Text shown to the user. */
  text: string;
  /** Colour of the accent stripe; errors are announced assertively. */
  tone?: 'info' | 'error' | 'success';
  /** Optional action button text. */
  actionLabel?: string;
  /** Called when the action is pressed (the message is then dismissed). */
  onAction?: () => void;
}

/** Props of {@link Snackbar}. */
export interface SnackbarProps {
  /** Queue of messages; the first is shown, the rest wait. */
  queue: readonly SnackbarMessage[];
  /** Called with a message's id when it is dismissed or times out. */
  onDismiss: (id: string) => void;
  /** Auto-hide delay in ms; 0 keeps messages until dismissed. */
  duration?: number;
  /** Accessible name of the close button, in the customer's language. */
  closeLabel: string;
}

/**
 * Shows queued messages one at a time at the bottom of the screen; each hides after `duration`
 * (paused while hovered or focused).
 *
 * @example
 * const { queue, push, dismiss } = useSnackbarQueue();
 * <Snackbar queue={queue} onDismiss={dismiss} closeLabel={t('app.close')} />
 */
export function Snackbar({ queue, onDismiss, duration = 5000, closeLabel }: SnackbarProps) {
  const current = queue[0];
  const [paused, setPaused] = useState(false);
  useEffect(() => {
    if (!current || duration === 0 || paused) return;
    const timer = setTimeout(() => onDismiss(current.id), duration);
    return () => clearTimeout(timer);
  }, [current, duration, paused, onDismiss]);

  const tone = current?.tone ?? 'info';
  return (
    <Region role={tone === 'error' ? 'alert' : 'status'} aria-live={tone === 'error' ? 'assertive' : 'polite'}>
      {current && (
        <Toast
          key={current.id}
          $tone={tone}
          onMouseEnter={() => setPaused(true)}
          onMouseLeave={() => setPaused(false)}
          onFocus={() => setPaused(true)}
          onBlur={() => setPaused(false)}
        >
          <Message>{current.text}</Message>
          {current.actionLabel && (
            <Button
              variant="text"
              size="sm"
              onClick={() => {
                current.onAction?.();
                onDismiss(current.id);
              }}
            >
              {current.actionLabel}
            </Button>
          )}
          <IconButton aria-label={closeLabel} onClick={() => onDismiss(current.id)}>
            <CloseIcon width={20} height={20} />
          </IconButton>
        </Toast>
      )}
    </Region>
  );
}

/**
 * Local state for a {@link Snackbar} queue: `push` appends (returns the id), `dismiss` removes.
 *
 * @example
 * const { queue, push, dismiss } = useSnackbarQueue();
 * push({ text: 'Промокод применён', tone: 'success' });
 */
export function useSnackbarQueue() {
  const [queue, setQueue] = useState<SnackbarMessage[]>([]);
  const seq = useRef(0);
  const push = useCallback((message: Omit<SnackbarMessage, 'id'> & { id?: string }) => {
    seq.current += 1;
    const id = message.id ?? `toast-${seq.current}`;
    setQueue((items) => [...items, { ...message, id }]);
    return id;
  }, []);
  const dismiss = useCallback((id: string) => setQueue((items) => items.filter((item) => item.id !== id)), []);
  return { queue, push, dismiss };
}
