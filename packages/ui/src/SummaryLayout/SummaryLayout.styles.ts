import styled, { css } from 'styled-components';

export const Root = styled.div<{ $asideWidth: number; $stacked: boolean }>`
  display: grid;
  gap: ${({ theme }) => theme.space.lg}px;

  ${({ $stacked, $asideWidth, theme }) =>
    !$stacked &&
    css`
      ${theme.media.md} {
        grid-template-columns: minmax(0, 1fr) ${$asideWidth}px;
        align-items: start;
      }
    `}
`;

export const Column = styled.div<{ $gap: number }>`
  display: grid;
  gap: ${({ $gap }) => $gap}px;
  align-content: start;
`;

/** The summary stays in view while the main column scrolls on wide screens. */
export const Aside = styled(Column)`
  ${({ theme }) => theme.media.md} {
    position: sticky;
    top: ${({ theme }) => theme.space.md}px;
  }
`;
