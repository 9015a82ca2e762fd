import styled from 'styled-components';

export const Frame = styled.span<{ $ratio?: string; $radius: number; $loaded: boolean }>`
  position: relative;
  display: block;
  width: 100%;
  aspect-ratio: ${({ $ratio }) => $ratio ?? 'auto'};
  overflow: hidden;
  border-radius: ${({ $radius }) => $radius}px;
  background: ${({ theme, $loaded }) => ($loaded ? 'transparent' : theme.colors.skeleton)};
`;

export const Img = styled.img<{ $fit: 'cover' | 'contain'; $fill: boolean }>`
  display: block;
  width: 100%;
  height: ${({ $fill }) => ($fill ? '100%' : 'auto')};
  object-fit: ${({ $fit }) => $fit};
  transition: opacity ${({ theme }) => theme.motion.duration.normal}ms;

  &[data-state='loading'] {
    opacity: 0;
  }
`;
