import styled from 'styled-components';

export const Banner = styled.section`
  position: fixed;
  left: ${({ theme }) => theme.space.md}px;
  right: ${({ theme }) => theme.space.md}px;
  bottom: ${({ theme }) => theme.space.md}px;
  /* Under dialogs and the drawer: a modal's actions must never be covered. */
  z-index: ${({ theme }) => theme.zIndex.drawer - 1};
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
