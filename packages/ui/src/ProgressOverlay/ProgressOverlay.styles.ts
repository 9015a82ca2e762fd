import styled from 'styled-components';

export const Overlay = styled.div<{ $fixed: boolean }>`
  position: ${({ $fixed }) => ($fixed ? 'fixed' : 'absolute')};
  inset: 0;
  z-index: ${({ theme }) => theme.zIndex.modal};
  display: flex;
  flex-direction: column;
  align-items: center;
  justify-content: center;
  gap: ${({ theme }) => theme.space.sm}px;
  background: ${({ theme }) => theme.colors.overlay};
  color: #ffffff;
`;

export const Caption = styled.p`
  margin: 0;
  padding: ${({ theme }) => `${theme.space.xxs}px ${theme.space.sm}px`};
  border-radius: ${({ theme }) => theme.radii.sm}px;
  background: rgba(0, 0, 0, 0.6);
  font-weight: ${({ theme }) => theme.typography.weight.medium};
`;
