import styled from 'styled-components';
import { controlCss } from '../lib/field.styles';

export const Field = styled.input<{ $invalid?: boolean }>`
  ${controlCss};
  border-radius: ${({ theme }) => theme.radii.pill}px;
  background: ${({ theme }) => theme.colors.background};
`;

export const Results = styled.ul`
  max-width: 720px;
  margin: ${({ theme }) => theme.space.md}px 0 0;
  padding: 0;
  list-style: none;

  a {
    display: flex;
    justify-content: space-between;
    gap: ${({ theme }) => theme.space.md}px;
    padding: ${({ theme }) => `${theme.space.sm}px ${theme.space.xxs}px`};
    border-bottom: 1px solid ${({ theme }) => theme.colors.border};
    color: inherit;
    text-decoration: none;
  }
  a:hover {
    background: ${({ theme }) => theme.colors.surfaceHover};
  }
  a:focus-visible {
    outline: 2px solid ${({ theme }) => theme.colors.focus};
    outline-offset: -2px;
  }
`;

export const Price = styled.span`
  flex: none;
  font-variant-numeric: tabular-nums;
`;

export const Empty = styled.p`
  margin: ${({ theme }) => theme.space.xl}px 0;
  color: ${({ theme }) => theme.colors.textMuted};
  text-align: center;
`;
