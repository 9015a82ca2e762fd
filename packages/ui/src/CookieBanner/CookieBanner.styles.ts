import styled from 'styled-components';

export const Banner = styled.section`
  position: fixed;
  left: ${({ theme }) => theme.space.md}px;
  right: ${({ theme }) => theme.space.md}px;
  bottom: ${({ theme }) => theme.space.md}px;
  /*
   * Above dialogs, as the snackbar is: on a first visit the location popup opens at once and the
   * banner must stay usable beside it. An open dialog keeps clear of it (the banner reserves its
   * height, see OVERLAY_COMPANION), so a dialog's actions are never covered.
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

  ${({ theme }) => theme.media.mobile} {
    left: ${({ theme }) => theme.space.xs}px;
    right: ${({ theme }) => theme.space.xs}px;
    bottom: ${({ theme }) => theme.space.xs}px;
    flex-direction: column;
    align-items: stretch;

    /* In a column the text's 280 px basis would be its height: as tall as its lines, no more. */
    p {
      flex: none;
    }
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
