import { css } from 'styled-components';

/** A list laid out as a wrapping row of chips (the saved addresses, the sign-in methods). */
export const inlineListCss = css`
  display: flex;
  flex-wrap: wrap;
  gap: ${({ theme }) => theme.space.xs}px;
  margin: 0;
  padding: 0;
  list-style: none;
`;

/** A small muted heading over such a list. */
export const listHeadingCss = css`
  margin: 0;
  font-size: ${({ theme }) => theme.typography.size.sm};
  font-weight: ${({ theme }) => theme.typography.weight.medium};
`;
