import type { FormEvent } from 'react';
import { Button } from '../Button/Button';
import { TextField } from '../TextField/TextField';
import { Applied, Row } from './PromoCodeField.styles';

/** Texts of {@link PromoCodeField}, in the customer's language. */
export interface PromoCodeFieldLabels {
  /** Field label. */
  label: string;
  /** Apply button. */
  apply: string;
  /** Remove button. */
  remove: string;
  /** Line for an applied code. */
  applied: (code: string) => string;
}

/** Props of {@link PromoCodeField}. */
export interface PromoCodeFieldProps {
  /** Typed code (controlled). */
  value: string;
  /** Called with the typed code. */
  onValueChange: (value: string) => void;
  /** Called to apply the code. */
  onApply: (code: string) => void;
  /** Called to remove the applied code. */
  onRemove: () => void;
  /** The code the server accepted, if any; shows it with a remove button. */
  appliedCode?: string | null;
  /** Error from the server (see the domain's promo-code messages). */
  error?: string;
  /** Shows the apply button busy. */
  pending?: boolean;
  /** Texts, in the customer's language. */
  labels: PromoCodeFieldLabels;
}

/**
 * The cart's promo code: type and apply, see the server's error, or the applied code with remove.
 *
 * @example
 * <PromoCodeField value={code} onValueChange={setCode} onApply={apply} onRemove={remove} error={promoError} />
 */
export function PromoCodeField({
  value,
  onValueChange,
  onApply,
  onRemove,
  appliedCode,
  error,
  pending = false,
  labels: text,
}: PromoCodeFieldProps) {
  if (appliedCode) {
    return (
      <Applied role="status">
        <p>{text.applied(appliedCode)}</p>
        <Button variant="text" size="sm" onClick={onRemove}>
          {text.remove}
        </Button>
      </Applied>
    );
  }
  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (value.trim()) onApply(value.trim());
  };
  return (
    <form onSubmit={submit}>
      <Row>
        <TextField
          label={text.label}
          value={value}
          onValueChange={(next) => onValueChange(next.toUpperCase())}
          error={error}
          autoComplete="off"
          autoCapitalize="characters"
          spellCheck={false}
        />
        <Button type="submit" variant="secondary" loading={pending} disabled={!value.trim()}>
          {text.apply}
        </Button>
      </Row>
    </form>
  );
}
