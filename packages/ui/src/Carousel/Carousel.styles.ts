import styled from 'styled-components';

export const Root = styled.section`
  position: relative;
  width: 100%;
`;

export const Viewport = styled.div<{ $radius: number }>`
  overflow: hidden;
  border-radius: ${({ $radius }) => $radius}px;
  touch-action: pan-y;
  user-select: none;

  &:focus-visible {
    outline: 3px solid ${({ theme }) => theme.colors.focus};
    outline-offset: 2px;
  }
`;

export const Track = styled.div<{ $animate: boolean }>`
  display: flex;
  transition: ${({ $animate, theme }) =>
    $animate ? `transform ${theme.motion.duration.slow}ms ${theme.motion.easing.standard}` : 'none'};
  will-change: transform;

  ${({ theme }) => theme.media.reducedMotion} {
    transition: none;
  }
`;

export const Slide = styled.div`
  flex: 0 0 100%;
  min-width: 0;
`;

export const Arrow = styled.div<{ $side: 'left' | 'right' }>`
  position: absolute;
  top: 50%;
  ${({ $side }) => $side}: ${({ theme }) => theme.space.xs}px;
  transform: translateY(-50%);
`;

export const Dots = styled.div`
  display: flex;
  justify-content: center;
  gap: 0;
  margin-top: ${({ theme }) => theme.space.xxs}px;
`;

export const Dot = styled.button`
  display: inline-flex;
  align-items: center;
  justify-content: center;
  width: 28px;
  height: 44px;
  padding: 0;
  border: 0;
  background: transparent;
  cursor: pointer;

  &::before {
    content: '';
    width: 8px;
    height: 8px;
    border-radius: 50%;
    background: ${({ theme }) => theme.colors.borderStrong};
    transition: width ${({ theme }) => theme.motion.duration.fast}ms;
  }
  &[aria-current='true']::before {
    width: 20px;
    border-radius: 4px;
    background: ${({ theme }) => theme.colors.primaryText};
  }
`;
