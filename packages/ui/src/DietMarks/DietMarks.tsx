import styled from 'styled-components';
import { Badge } from '../Badge/Badge';

const List = styled.ul`
  display: flex;
  flex-wrap: wrap;
  gap: 4px;
  margin: 0;
  padding: 0;
  list-style: none;
`;

/** Props of {@link DietMarks}. */
export interface DietMarksProps {
  /** The marks' texts, in the customer's language ('Вегетарианское', 'Острое'). */
  marks: readonly string[];
  /** Accessible name of the list ('Особенности блюда'). */
  label?: string;
}

/**
 * A dish's dietary marks as small pills with their words (never colour alone), for position cards
 * and the position detail; nothing without marks. It is on the first route: keep it light.
 *
 * @example
 * <DietMarks marks={['Веган', 'Острое']} />
 */
export function DietMarks({ marks, label }: DietMarksProps) {
  if (marks.length === 0) return null;
  return (
    <List aria-label={label}>
      {marks.map((mark) => (
        <li key={mark}>
          <Badge tone="neutral">{mark}</Badge>
        </li>
      ))}
    </List>
  );
}
