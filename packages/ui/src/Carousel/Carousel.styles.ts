import styled from 'styled-components';

export const Root = styled.section`
  width: 100%;
`;

export const Head = styled.div`
  display: flex;
  align-items: center;
  justify-content: space-between;
  gap: ${({ theme }) => theme.space.xs}px;
  margin-bottom: ${({ theme }) => theme.space.sm}px;

  h2,
  h3 {
    margin: 0;
    font-size: ${({ theme }) => theme.typography.size.xl};
  }
`;

export const Stage = styled.div`
  position: relative;
`;

/** The strip: the browser scrolls it and snaps to slides; `--slide` and `--gap` size them at this width. */
export const Viewport = styled.div<{ $perView: number; $peek: boolean; $radius: number }>`
  --slide: ${({ $peek }) => ($peek ? '85%' : '100%')};
  --gap: ${({ $peek, theme }) => ($peek ? theme.space.sm : 0)}px;
  display: flex;
  gap: var(--gap);
  overflow-x: auto;
  overscroll-behavior-x: contain;
  scroll-snap-type: x mandatory;
  scroll-behavior: smooth;
  scrollbar-width: none;
  border-radius: ${({ $radius }) => $radius}px;

  &::-webkit-scrollbar {
    display: none;
  }
  &:focus-visible {
    outline: 3px solid ${({ theme }) => theme.colors.focus};
    outline-offset: 2px;
  }
  ${({ theme }) => theme.media.md} {
    --gap: ${({ $perView, theme }) => ($perView > 1 ? theme.space.md : 0)}px;
    --slide: ${({ $perView }) => ($perView > 1 ? `calc((100% - ${$perView - 1} * var(--gap)) / ${$perView})` : '100%')};
  }
  ${({ theme }) => theme.media.reducedMotion} {
    scroll-behavior: auto;
  }
`;

export const Slide = styled.div`
  flex: 0 0 var(--slide);
  min-width: 0;
  scroll-snap-align: start;
`;

export const Arrow = styled.div<{ $side: 'left' | 'right' }>`
  position: absolute;
  top: 50%;
  ${({ $side }) => $side}: ${({ theme }) => theme.space.xs}px;
  transform: translateY(-50%);

  /* At an end, the way back is the only arrow. */
  &:has(:disabled) {
    visibility: hidden;
  }
`;

export const Dots = styled.div`
  display: flex;
  justify-content: center;
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
