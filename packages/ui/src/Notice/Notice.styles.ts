import styled, { css } from 'styled-components';
import type { NoticeTone } from './Notice';

export const Root = styled.div<{ $tone: NoticeTone; $plain: boolean }>`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  justify-content: space-between;
  gap: ${({ theme }) => `${theme.space.xs}px ${theme.space.md}px`};
  overflow-wrap: anywhere;
  ${({ $tone, $plain, theme }) =>
    $plain
      ? css`
          color: ${$tone === 'danger' ? theme.colors.danger : theme.colors.textMuted};
        `
      : css`
          padding: ${theme.space.sm}px ${theme.space.md}px;
          border-radius: ${theme.radii.md}px;
          ${
            $tone === 'danger'
              ? css`
                  border: 1px solid ${theme.colors.danger};
                `
              : $tone === 'accent'
                ? css`
                    background: ${theme.colors.primarySoft};
                    font-weight: ${theme.typography.weight.bold};
                  `
                : css`
                    background: ${theme.colors.surfaceRaised};
                  `
          }
        `}
`;

export const Body = styled.div`
  flex: 1 1 12rem;
  display: grid;
  gap: ${({ theme }) => theme.space.xxs}px;
  p {
    margin: 0;
  }
`;

// The actions keep their width (a button's label never breaks while the text beside it could move
// to a line of its own); on a line too narrow for both, the actions take the next line.
export const Actions = styled.div`
  flex: 0 0 auto;
  max-width: 100%;
  display: flex;
  flex-wrap: wrap;
  gap: ${({ theme }) => theme.space.xs}px;
`;
