import styled from 'styled-components';
import { MOBILE_ATTRIBUTE } from '../theme/tokens';

export const Banner = styled.section`
  position: fixed;
  left: ${({ theme }) => theme.space.md}px;
  right: ${({ theme }) => theme.space.md}px;
  bottom: ${({ theme }) => theme.space.md}px;
  /*
   * Above dialogs, as the snackbar is: on a first visit the location popup opens at once and the
   * banner must stay usable beside it. With a dialog open it moves out of the dialog's way: to the
   * left edge on wide screens (the dialog is centred), to the top on phones (the sheet rises from
   * the bottom), so a dialog's actions are never covered.
   */
  z-index: ${({ theme }) => theme.zIndex.toast};
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  gap: ${({ theme }) => theme.space.sm}px ${({ theme }) => theme.space.md}px;
  max-width: 720px;
  margin: 0 auto;
  padding: ${({ theme }) => theme.space.md}px;
  border-radius: ${({ theme }) => theme.radii.lg}px;
  background: ${({ theme }) => theme.colors.surfaceRaised};
  box-shadow: ${({ theme }) => theme.elevation[3]};

  body:has([aria-modal='true']) & {
    right: auto;
    max-width: 300px;
    flex-direction: column;
    align-items: stretch;
  }

  ${({ theme }) => theme.media.mobile} {
    left: ${({ theme }) => theme.space.xs}px;
    right: ${({ theme }) => theme.space.xs}px;
    bottom: ${({ theme }) => theme.space.xs}px;
    flex-direction: column;
    align-items: stretch;
  }

  html[${MOBILE_ATTRIBUTE}] body:has([aria-modal='true']) & {
    top: ${({ theme }) => theme.space.xs}px;
    right: ${({ theme }) => theme.space.xs}px;
    bottom: auto;
    max-width: none;
  }
`;

export const Text = styled.p`
  flex: 1 1 280px;
  margin: 0;
  font-size: ${({ theme }) => theme.typography.size.sm};

  a {
    display: inline-block;
    padding: 12px 0;
    margin: -12px 0;
  }
`;
