import styled, { keyframes } from 'styled-components';

const enter = keyframes`from { opacity: 0; transform: translateY(24px); }`;

export const Root = styled.div`
  position: fixed;
  inset: 0;
  z-index: ${({ theme }) => theme.zIndex.modal};
  display: flex;
  flex-direction: column;
  background: ${({ theme }) => theme.colors.background};
  color: ${({ theme }) => theme.colors.text};
  outline: none;
  animation: ${enter} ${({ theme }) => theme.motion.duration.slow}ms ${({ theme }) => theme.motion.easing.standard};
`;

export const Bar = styled.div`
  display: flex;
  align-items: center;
  gap: ${({ theme }) => theme.space.xs}px;
  min-height: ${({ theme }) => theme.layout.pageHeader.mobile}px;
  padding: 0 ${({ theme }) => theme.space.xs}px;
  border-bottom: 1px solid ${({ theme }) => theme.colors.border};
  background: ${({ theme }) => theme.colors.surface};
`;

export const BarTitle = styled.h2`
  flex: 1;
  min-width: 0;
  margin: 0;
  overflow: hidden;
  font-size: ${({ theme }) => theme.typography.size.lg};
  text-overflow: ellipsis;
  white-space: nowrap;
`;

export const Content = styled.div<{ $padded: boolean }>`
  position: relative;
  flex: 1;
  min-height: 0;
  overflow: auto;
  padding: ${({ $padded, theme }) => ($padded ? `${theme.space.md}px` : 0)};
`;
