import { Line } from './Divider.styles';

/** Props of {@link Divider}. */
export interface DividerProps {
  /** Word on the line, in the customer's language ('или'); a plain line without it. */
  label?: string;
}

/**
 * A horizontal rule between alternatives, with an optional word in its middle (sign-in: phone
 * 'или' a provider).
 *
 * @example
 * <Divider label={t('signIn.or')} />
 */
export function Divider({ label }: DividerProps) {
  return label ? <Line>{label}</Line> : <Line as="hr" />;
}
