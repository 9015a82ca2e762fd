import styled, { css } from 'styled-components';
import type { PanelTone } from './Panel';

export const Root = styled.section<{ $tone: PanelTone; $centered: boolean }>`
  display: grid;
  gap: ${({ theme }) => theme.space.md}px;
  padding: 20px;
  border-radius: ${({ theme }) => theme.radii.lg}px;
  background: ${({ theme }) => theme.colors.surface};
  ${({ $tone, theme }) =>
    $tone !== 'plain' &&
    css`
      box-shadow: inset 0 0 0 2px ${$tone === 'success' ? theme.colors.success : theme.colors.danger};
    `}
  ${({ $centered }) =>
    $centered &&
    css`
      justify-items: center;
      text-align: center;
      padding-block: 32px;
    `}
  p,
  h2 {
    margin: 0;
  }
  h2 {
    font-size: ${({ theme }) => theme.typography.size.lg};
  }
`;

export const Icon = styled.div`
  display: flex;
  color: ${({ theme }) => theme.colors.primaryText};
`;

export const Heading = styled.h2<{ $level: 1 | 2 }>`
  margin: 0;
  font-size: ${({ $level, theme }) => ($level === 1 ? theme.typography.size.xxl : theme.typography.size.lg)};
`;
