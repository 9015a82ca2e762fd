import styled from 'styled-components';

export const SplashRoot = styled.div<{ $belowDialogs: boolean }>`
  position: fixed;
  inset: 0;
  z-index: ${({ theme, $belowDialogs }) => ($belowDialogs ? theme.zIndex.modal - 1 : theme.zIndex.splash)};
  display: flex;
  flex-direction: column;
  align-items: center;
  justify-content: center;
  gap: ${({ theme }) => theme.space.lg}px;
  padding: ${({ theme }) => theme.space.lg}px;
  background: ${({ theme }) => theme.colors.background};
  color: ${({ theme }) => theme.colors.text};
`;

export const Logo = styled.div`
  display: flex;
  align-items: center;
  justify-content: center;
  min-height: 64px;
  font-size: ${({ theme }) => theme.typography.size.xxl};
  font-weight: ${({ theme }) => theme.typography.weight.bold};
`;

export const BarSlot = styled.div`
  width: min(240px, 70vw);
`;

export const Message = styled.p`
  margin: 0;
  color: ${({ theme }) => theme.colors.textMuted};
  font-size: ${({ theme }) => theme.typography.size.sm};
`;
