import type { ButtonHTMLAttributes } from 'react';
import styled from 'styled-components';
import { Badge } from '../Badge/Badge';
import { IconButton } from '../IconButton/IconButton';
import { FilterIcon } from '../lib/icons';

const Root = styled.span`
  position: relative;
  display: inline-flex;

  & > span {
    position: absolute;
    z-index: 1;
    top: -4px;
    right: -4px;
    pointer-events: none;
  }
`;

/** Props of {@link MenuFilterButton}. */
export interface MenuFilterButtonProps extends Omit<
  ButtonHTMLAttributes<HTMLButtonElement>,
  'aria-label' | 'children'
> {
  /** Accessible name, with the number of filters on when there are any ('Фильтры · 2'). */
  label: string;
  /** Filters on: shown over the icon; none when 0. */
  count: number;
}

/**
 * The button that opens the menu filters, beside the menu search: an icon with the number of
 * filters on. It is on the first route (the panel is not): keep it light.
 *
 * @example
 * <MenuFilterButton label="Фильтры · 2" count={2} onClick={openFilters} />
 */
export function MenuFilterButton({ label, count, ...rest }: MenuFilterButtonProps) {
  return (
    <Root>
      <IconButton $filled aria-label={label} {...rest}>
        <FilterIcon />
      </IconButton>
      {count > 0 && (
        <span aria-hidden="true">
          <Badge>{count}</Badge>
        </span>
      )}
    </Root>
  );
}
