import styled from 'styled-components';

export const Screen = styled.div`
  position: fixed;
  inset: 0;
  z-index: 1300;
  display: grid;
  grid-template-rows: auto auto 1fr auto;
  background: ${({ theme }) => theme.colors.background};
  color: ${({ theme }) => theme.colors.text};
  font-family: inherit;
`;

export const Header = styled.header`
  display: flex;
  align-items: center;
  gap: 8px;
  min-height: 56px;
  padding: 0 8px;
`;

export const Title = styled.h2`
  flex: 1;
  margin: 0;
  overflow: hidden;
  font-size: 18px;
  font-weight: 600;
  white-space: nowrap;
  text-overflow: ellipsis;
`;

export const IconButton = styled.button`
  display: inline-grid;
  place-items: center;
  width: 44px;
  height: 44px;
  border: 0;
  border-radius: ${({ theme }) => theme.radii.md}px;
  background: transparent;
  color: ${({ theme }) => theme.colors.text};
  font: inherit;
  font-size: 24px;
  cursor: pointer;

  &:focus-visible {
    outline: 3px solid ${({ theme }) => theme.colors.primary};
  }
`;

export const SearchButton = styled.button`
  display: flex;
  align-items: center;
  gap: 10px;
  margin: 0 16px 12px;
  min-height: 48px;
  padding: 0 16px;
  border: 0;
  border-radius: ${({ theme }) => theme.radii.md}px;
  background: ${({ theme }) => theme.colors.surface};
  color: ${({ theme }) => theme.colors.textMuted};
  font: inherit;
  font-size: 16px;
  text-align: left;
  cursor: pointer;

  &:focus-visible {
    outline: 3px solid ${({ theme }) => theme.colors.primary};
  }
`;

export const MapArea = styled.div`
  position: relative;
  min-height: 0;
`;

export const Footer = styled.footer`
  display: flex;
  flex-direction: column;
  gap: 12px;
  padding: 12px 16px 16px;
  background: ${({ theme }) => theme.colors.background};

  @media (min-width: ${({ theme }) => theme.breakpoints.md}px) {
    flex-direction: row;
    flex-wrap: wrap;
    align-items: center;
    justify-content: flex-end;
  }
`;

export const Warning = styled.p`
  flex-basis: 100%;
  margin: 0;
  // Red that keeps 4.5:1 contrast on either scheme's background.
  color: ${({ theme }) => (theme.scheme === 'dark' ? '#ff8a80' : '#c62828')};
  font-weight: 600;
`;

export const SecondaryButton = styled.button`
  min-height: 44px;
  padding: 0 20px;
  border: 2px solid ${({ theme }) => theme.colors.primary};
  border-radius: ${({ theme }) => theme.radii.md}px;
  background: transparent;
  color: ${({ theme }) => theme.colors.primary};
  font: inherit;
  font-weight: 600;
  cursor: pointer;

  &:focus-visible {
    outline: 3px solid ${({ theme }) => theme.colors.text};
    outline-offset: 2px;
  }
`;

export const SearchLayer = styled.div`
  position: absolute;
  inset: 0;
  z-index: 2000;
  display: flex;
  flex-direction: column;
  gap: 8px;
  padding: 8px 16px;
  background: ${({ theme }) => theme.colors.background};
`;

export const SearchHeader = styled.div`
  display: flex;
  align-items: center;
  gap: 8px;

  & > :last-child {
    flex: 1;
  }
`;

export const Loading = styled.div`
  display: grid;
  place-items: center;
  height: 100%;
  color: ${({ theme }) => theme.colors.textMuted};
`;
