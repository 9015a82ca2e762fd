import type { ButtonHTMLAttributes } from 'react';
import styled from 'styled-components';
import { IconButton } from '../IconButton/IconButton';
import { FilterIcon } from '../lib/icons';

const Root = styled.span`
  position: relative;
  display: inline-flex;

  & > span {
    position: absolute;
    top: -4px;
    right: -4px;
    pointer-events: none;
  }
`;
const Count = styled.span`
  min-width: 18px;
  height: 18px;
  padding: 0 5px;
  border-radius: ${({ theme }) => theme.radii.pill}px;
  background: ${({ theme }) => theme.colors.primary};
  color: ${({ theme }) => theme.colors.onPrimary};
  font-size: ${({ theme }) => theme.typography.size.xs};
  font-weight: ${({ theme }) => theme.typography.weight.bold};
  line-height: 18px;
  text-align: center;
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
      {count > 0 && <Count aria-hidden="true">{count}</Count>}
    </Root>
  );
}
