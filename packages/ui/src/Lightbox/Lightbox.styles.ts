import styled, { css, keyframes } from 'styled-components';

const show = keyframes`from { opacity: 0; }`;
const hide = keyframes`to { opacity: 0; }`;

export const Backdrop = styled.div<{ $hiding: boolean }>`
  position: fixed;
  inset: 0;
  /* Over the dialog it opens from. */
  z-index: ${({ theme }) => theme.zIndex.modal + 10};
  display: flex;
  align-items: center;
  justify-content: center;
  padding: ${({ theme }) => theme.space.xxl}px ${({ theme }) => theme.space.md}px;
  background: ${({ theme }) => theme.colors.lightbox};
  outline: none;
  ${({ $hiding, theme }) =>
    $hiding
      ? css`
          animation: ${hide} ${theme.motion.duration.lightboxHide}ms ease-in forwards;
        `
      : css`
          animation: ${show} ${theme.motion.duration.lightboxShow}ms ease-out;
        `}
`;

export const Photo = styled.img<{ $visible: boolean }>`
  max-width: 100%;
  max-height: 100%;
  object-fit: contain;
  opacity: ${({ $visible }) => ($visible ? 1 : 0)};
  transition: opacity ${({ theme }) => theme.motion.duration.normal}ms;
`;

export const Close = styled.div`
  position: absolute;
  top: ${({ theme }) => theme.space.xs}px;
  right: ${({ theme }) => theme.space.xs}px;
`;

const side = styled.div`
  position: absolute;
  top: 50%;
  transform: translateY(-50%);
`;

export const Previous = styled(side)`
  left: ${({ theme }) => theme.space.xs}px;
`;

export const Next = styled(side)`
  right: ${({ theme }) => theme.space.xs}px;
`;

export const Center = styled.div`
  position: absolute;
  inset: 0;
  display: flex;
  align-items: center;
  justify-content: center;
  color: #ffffff;
  pointer-events: none;
`;

export const ErrorText = styled.p`
  margin: 0;
  padding: ${({ theme }) => `${theme.space.xs}px ${theme.space.md}px`};
  border-radius: ${({ theme }) => theme.radii.sm}px;
  background: rgba(0, 0, 0, 0.7);
  color: #ffffff;
`;
