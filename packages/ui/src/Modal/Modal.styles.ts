import styled, { css, keyframes } from 'styled-components';
import type { DefaultTheme } from 'styled-components';

/** A width of the theme (`theme.layout.modalWidth`): lg 56.25rem, md 30rem, sm 25rem. */
export type ModalWidth = 'lg' | 'md' | 'sm';

const fade = keyframes`from { opacity: 0; }`;
const rise = keyframes`from { transform: translateY(100%); }`;
const pop = keyframes`from { opacity: 0; transform: scale(0.96); }`;

const widthOf = (theme: DefaultTheme, width: ModalWidth | string) =>
  width in theme.layout.modalWidth ? theme.layout.modalWidth[width as ModalWidth] : width;

export const Backdrop = styled.div<{ $fullScreen: boolean }>`
  position: fixed;
  inset: 0;
  z-index: ${({ theme }) => theme.zIndex.modal};
  display: flex;
  align-items: flex-end;
  justify-content: center;
  /* An overlay companion (the first visit's cookie banner) keeps its place below the dialog. */
  padding-bottom: var(--overlay-companion-height, 0px);
  background: ${({ theme }) => theme.colors.overlay};
  animation: ${fade} ${({ theme }) => theme.motion.duration.normal}ms ease-out;

  ${({ theme }) => theme.media.md} {
    align-items: center;
    padding: ${({ theme, $fullScreen }) => ($fullScreen ? 0 : theme.space.lg)}px;
    padding-bottom: max(
      ${({ theme, $fullScreen }) => ($fullScreen ? 0 : theme.space.lg)}px,
      var(--overlay-companion-height, 0px)
    );
  }
`;

export const Panel = styled.div<{ $maxWidth: ModalWidth | string; $fullScreen: boolean }>`
  position: relative;
  display: flex;
  flex-direction: column;
  width: 100%;
  max-height: calc(100dvh - 48px - var(--overlay-companion-height, 0px));
  border-radius: ${({ theme }) => `${theme.radii.lg}px ${theme.radii.lg}px 0 0`};
  background: ${({ theme }) => theme.colors.surface};
  color: ${({ theme }) => theme.colors.text};
  box-shadow: ${({ theme }) => theme.elevation[3]};
  outline: none;
  touch-action: pan-y;
  animation: ${rise} ${({ theme }) => theme.motion.duration.slow}ms ${({ theme }) => theme.motion.easing.standard};
  padding-bottom: env(safe-area-inset-bottom);

  ${({ theme }) => theme.media.md} {
    max-width: ${({ theme, $maxWidth }) => widthOf(theme, $maxWidth)};
    max-height: calc(100dvh - 48px - var(--overlay-companion-height, 0px));
    border-radius: ${({ theme }) => theme.radii.lg}px;
    animation-name: ${pop};
    animation-duration: ${({ theme }) => theme.motion.duration.normal}ms;
  }

  ${({ $fullScreen }) =>
    $fullScreen &&
    css`
      &&& {
        max-width: none;
        height: calc(100dvh - var(--overlay-companion-height, 0px));
        max-height: none;
        border-radius: 0;
      }
    `}
`;

export const Handle = styled.div`
  display: flex;
  justify-content: center;
  padding-top: ${({ theme }) => theme.space.xs}px;
  cursor: grab;

  &::before {
    content: '';
    width: 40px;
    height: 4px;
    border-radius: 2px;
    background: ${({ theme }) => theme.colors.borderStrong};
  }

  ${({ theme }) => theme.media.md} {
    display: none;
  }
`;

export const Header = styled.div`
  display: flex;
  align-items: center;
  gap: ${({ theme }) => theme.space.xs}px;
  min-height: 56px;
  padding: ${({ theme }) => `${theme.space.xs}px ${theme.space.xs}px 0 ${theme.space.lg}px`};

  ${({ theme }) => theme.media.mobile} {
    padding-left: ${({ theme }) => theme.space.md}px;
  }
`;

export const Title = styled.h2`
  flex: 1;
  min-width: 0;
  margin: 0;
  padding: ${({ theme }) => theme.space.xs}px 0;
  font-size: ${({ theme }) => theme.typography.size.xl};
  line-height: ${({ theme }) => theme.typography.lineHeight.tight};
`;

export const Toolbar = styled.div`
  display: flex;
  align-items: center;
  gap: ${({ theme }) => theme.space.xxs}px;
`;

export const Body = styled.div`
  flex: 1;
  min-height: 0;
  overflow-y: auto;
  overscroll-behavior: contain;
  padding: ${({ theme }) => `${theme.space.sm}px ${theme.space.lg}px ${theme.space.lg}px`};

  ${({ theme }) => theme.media.mobile} {
    padding-inline: ${({ theme }) => theme.space.md}px;
  }
  &:focus-visible {
    outline: 2px solid ${({ theme }) => theme.colors.focus};
    outline-offset: -2px;
  }
`;

export const Footer = styled.div`
  display: flex;
  flex-wrap: wrap;
  justify-content: flex-end;
  gap: ${({ theme }) => theme.space.sm}px;
  padding: ${({ theme }) => `0 ${theme.space.lg}px ${theme.space.lg}px`};

  > * {
    flex: 1 1 auto;
  }
  ${({ theme }) => theme.media.md} {
    > * {
      flex: 0 0 auto;
    }
  }
`;
