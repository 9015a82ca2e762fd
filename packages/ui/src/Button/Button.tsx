import type { ButtonHTMLAttributes, ReactNode } from 'react';
import { Spinner } from '../Spinner/Spinner';
import { Label, SpinnerSlot, StyledButton } from './Button.styles';
import type { ButtonSize, ButtonVariant } from './Button.styles';

export type { ButtonSize, ButtonVariant };

/** Props of {@link Button}. */
export interface ButtonProps extends ButtonHTMLAttributes<HTMLButtonElement> {
  /** The button's label. */
  children: ReactNode;
  /** Shows a spinner and blocks clicks while an action runs; the label stays for screen readers. */
  loading?: boolean;
  /** `primary` (filled), `secondary` (outlined) or `text`. */
  variant?: ButtonVariant;
  /** Height: sm 44, md 48, lg 56 px. */
  size?: ButtonSize;
  /** Stretches the button to its container's width. */
  fullWidth?: boolean;
}

/**
 * An action button with primary, secondary and text variants and a loading state.
 *
 * @example
 * <Button variant="primary" loading={saving} onClick={save}>Сохранить</Button>
 */
export function Button({
  children,
  loading = false,
  disabled,
  type = 'button',
  variant = 'primary',
  size = 'md',
  fullWidth = false,
  ...rest
}: ButtonProps) {
  return (
    <StyledButton
      type={type}
      disabled={disabled || loading}
      aria-busy={loading || undefined}
      $variant={variant}
      $size={size}
      $fullWidth={fullWidth}
      {...rest}
    >
      <Label $hidden={loading}>{children}</Label>
      {loading && (
        <SpinnerSlot>
          <Spinner size={20} />
        </SpinnerSlot>
      )}
    </StyledButton>
  );
}
