import styled from 'styled-components';

export const Anchor = styled.span`
  position: relative;
  display: inline-flex;
`;

export const Bubble = styled.span<{ $placement: 'top' | 'bottom' }>`
  position: absolute;
  left: 50%;
  ${({ $placement }) => ($placement === 'top' ? 'bottom' : 'top')}: calc(100% + 8px);
  z-index: ${({ theme }) => theme.zIndex.tooltip};
  width: max-content;
  max-width: 240px;
  padding: ${({ theme }) => `${theme.space.xxs + 2}px ${theme.space.sm}px`};
  border-radius: ${({ theme }) => theme.radii.sm}px;
  background: ${({ theme }) => theme.colors.text};
  color: ${({ theme }) => theme.colors.background};
  font-size: ${({ theme }) => theme.typography.size.sm};
  line-height: ${({ theme }) => theme.typography.lineHeight.tight};
  transform: translateX(-50%);
  pointer-events: none;
`;
