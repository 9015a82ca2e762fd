import styled from 'styled-components';

const Line = styled.p`
  margin: 0;
  overflow-wrap: anywhere;
`;

/** Props of {@link AllergenList}. */
export interface AllergenListProps {
  /** What precedes the names ('Содержит:'). */
  label: string;
  /** The allergens' names in the customer's language, in the order to show them. */
  allergens: readonly string[];
  /** Shown instead when the list is empty ('Аллергены не указаны'); nothing without it. */
  empty?: string;
}

/**
 * A dish's allergens in one line, 'Содержит: молоко, глютен': the label in bold, the names joined
 * by commas. Updates in place as the detail's chosen modifiers add allergens (a polite live region).
 *
 * @example
 * <AllergenList label="Содержит:" allergens={['глютен', 'молоко']} />
 */
export function AllergenList({ label, allergens, empty }: AllergenListProps) {
  if (allergens.length === 0) return empty ? <Line aria-live="polite">{empty}</Line> : null;
  return (
    <Line aria-live="polite">
      <strong>{label}</strong> {allergens.join(', ')}
    </Line>
  );
}
