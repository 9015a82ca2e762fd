import type { ButtonHTMLAttributes, ReactNode } from 'react';
import { StyledIconButton } from './IconButton.styles';

/** Props of {@link IconButton}. */
export interface IconButtonProps extends Omit<ButtonHTMLAttributes<HTMLButtonElement>, 'aria-label' | 'children'> {
  /** Accessible name; required because the button shows only an icon. */
  'aria-label': string;
  /** The icon (decorative, aria-hidden). */
  children: ReactNode;
  /** Gives the button a raised background, for use over pictures. */
  $filled?: boolean;
}

/**
 * A 44 × 44 px icon-only button; the accessible name is mandatory.
 *
 * @example
 * <IconButton aria-label="Закрыть" onClick={close}><CloseIcon /></IconButton>
 */
export function IconButton({ children, type = 'button', $filled = false, ...rest }: IconButtonProps) {
  return (
    <StyledIconButton type={type} $filled={$filled} {...rest}>
      {children}
    </StyledIconButton>
  );
}
