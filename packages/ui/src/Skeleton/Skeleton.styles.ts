import styled, { keyframes } from 'styled-components';

const pulse = keyframes`
  0%, 100% { opacity: 1; }
  50% { opacity: 0.55; }
`;

export const StyledSkeleton = styled.span<{ $width: string; $height: string; $radius: string; $ratio?: string }>`
  display: block;
  width: ${({ $width }) => $width};
  height: ${({ $height, $ratio }) => ($ratio ? 'auto' : $height)};
  aspect-ratio: ${({ $ratio }) => $ratio ?? 'auto'};
  border-radius: ${({ $radius }) => $radius};
  background: ${({ theme }) => theme.colors.skeleton};
  animation: ${pulse} 1.4s ease-in-out infinite;

  ${({ theme }) => theme.media.reducedMotion} {
    animation: none;
  }
`;
