import styled from 'styled-components';
import { Button } from '../Button/Button';
import { Notice } from '../Notice/Notice';

// Between a group's title and its cards: apart from the cards below.
const Spaced = styled(Notice)`
  margin-bottom: ${({ theme }) => theme.space.sm}px;
`;

/** Props of {@link FilteredOutNotice}. */
export interface FilteredOutNoticeProps {
  /** What is hidden ('Скрыто фильтрами: 4 блюда'). */
  text: string;
  /** The clear action's text ('Сбросить фильтры'). */
  clearLabel: string;
  /** Clears the filters. */
  onClear: () => void;
}

/**
 * Said in a menu group whose dishes the filters hide: how many, and a way to show them again.
 *
 * @example
 * <FilteredOutNotice text="Скрыто фильтрами: 4 блюда" clearLabel="Сбросить фильтры" onClear={clear} />
 */
export function FilteredOutNotice({ text, clearLabel, onClear }: FilteredOutNoticeProps) {
  return (
    <Spaced
      data-testid="filtered-out"
      action={
        <Button variant="secondary" size="sm" onClick={onClear}>
          {clearLabel}
        </Button>
      }
    >
      {text}
    </Spaced>
  );
}
