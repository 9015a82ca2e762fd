import type { HTMLAttributes, ReactNode } from 'react';
import { Actions, Body, Root } from './Notice.styles';

/** What a {@link Notice} says: a neutral note, a highlighted requirement, or an error. */
export type NoticeTone = 'info' | 'accent' | 'danger';

/** Props of {@link Notice}. */
export interface NoticeProps extends HTMLAttributes<HTMLDivElement> {
  /** The message. */
  children: ReactNode;
  /** Neutral (`info`, default), highlighted (`accent`) or an error (`danger`). */
  tone?: NoticeTone;
  /** A way forward shown beside the message (e.g. a retry button). */
  action?: ReactNode;
  /** Text only, without the box: a muted line, or red for `danger`. */
  $plain?: boolean;
}

/**
 * An inline message in the page's flow: a note, a requirement, an error with its retry. Give it
 * `role="status"` or `role="alert"` when it appears in answer to something.
 *
 * @example
 * <Notice tone="danger" role="alert" action={<Button onClick={retry}>Повторить</Button>}>Нет сети</Notice>
 */
export function Notice({ children, tone = 'info', action, $plain = false, ...rest }: NoticeProps) {
  return (
    <Root $tone={tone} $plain={$plain} {...rest}>
      <Body>{children}</Body>
      {action && <Actions>{action}</Actions>}
    </Root>
  );
}
