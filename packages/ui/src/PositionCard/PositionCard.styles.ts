import styled from 'styled-components';

// Off-screen cards skip layout and paint (`content-visibility`); their last size, or about one
// card's, holds their place. CSS comments stay out of the templates: they would ship.

export const Card = styled.article`
  position: relative;
  display: flex;
  flex-direction: column;
  min-width: 0;
  overflow: hidden;
  border-radius: ${({ theme }) => theme.radii.md}px;
  background: ${({ theme }) => theme.colors.surface};
  content-visibility: auto;
  contain-intrinsic-size: auto 320px;
`;

export const Photo = styled.div<{ $dim: boolean }>`
  opacity: ${({ $dim }) => ($dim ? 0.5 : 1)};
  filter: ${({ $dim }) => ($dim ? 'grayscale(1)' : 'none')};
`;

export const Body = styled.div`
  display: flex;
  flex: 1;
  flex-direction: column;
  gap: ${({ theme }) => theme.space.xxs}px;
  padding: ${({ theme }) => theme.space.sm}px;
`;

export const Title = styled.h3`
  margin: 0;
  font-size: ${({ theme }) => theme.typography.size.md};
  line-height: ${({ theme }) => theme.typography.lineHeight.tight};
`;

// The name stretches over the card so a tap anywhere opens the detail.
export const OpenLink = styled.a`
  color: inherit;
  text-decoration: none;

  &::after {
    content: '';
    position: absolute;
    inset: 0;
  }
  &:focus-visible {
    outline: none;
  }
  &:focus-visible::after {
    outline: 3px solid ${({ theme }) => theme.colors.focus};
    outline-offset: -3px;
    border-radius: inherit;
  }
`;

export const PriceText = styled.span`
  display: inline-flex;
  flex-wrap: wrap;
  align-items: baseline;
  gap: ${({ theme }) => theme.space.xs}px;
  font-weight: ${({ theme }) => theme.typography.weight.bold};
  white-space: nowrap;
`;

export const OldPrice = styled.del`
  color: ${({ theme }) => theme.colors.textMuted};
  font-size: 0.8em;
  font-weight: ${({ theme }) => theme.typography.weight.regular};
`;

export const Meta = styled.p`
  margin: 0;
  color: ${({ theme }) => theme.colors.textMuted};
  font-size: ${({ theme }) => theme.typography.size.sm};
`;

export const Footer = styled.div`
  display: flex;
  align-items: center;
  justify-content: space-between;
  gap: ${({ theme }) => theme.space.xs}px;
  margin-top: auto;
  padding-top: ${({ theme }) => theme.space.xs}px;
`;

export const AddMark = styled.span`
  display: grid;
  flex: none;
  place-items: center;
  width: 40px;
  height: 40px;
  border-radius: 50%;
  background: ${({ theme }) => theme.colors.primary};
  color: ${({ theme }) => theme.colors.onPrimary};

  svg {
    width: 24px;
    height: 24px;
  }
`;

/** The add control as a button: above the card's stretched link, so a press adds rather than opens. */
export const AddButton = styled.button<{ $wide?: boolean }>`
  position: relative;
  z-index: 1;
  display: grid;
  flex: none;
  place-items: center;
  min-width: 44px;
  height: 44px;
  padding: ${({ $wide, theme }) => ($wide ? `0 ${theme.space.md}px` : '0')};
  border: 0;
  border-radius: ${({ theme }) => theme.radii.pill}px;
  background: ${({ theme }) => theme.colors.primary};
  color: ${({ theme }) => theme.colors.onPrimary};
  font: inherit;
  font-weight: ${({ theme }) => theme.typography.weight.bold};
  cursor: pointer;

  svg {
    width: 24px;
    height: 24px;
  }
  &:focus-visible {
    outline: 3px solid ${({ theme }) => theme.colors.focus};
    outline-offset: 2px;
  }
`;

export const Note = styled.span`
  color: ${({ theme }) => theme.colors.warning};
  font-size: ${({ theme }) => theme.typography.size.sm};
`;

export const Tags = styled.div`
  position: absolute;
  top: ${({ theme }) => theme.space.xs}px;
  left: ${({ theme }) => theme.space.xs}px;
  display: flex;
  flex-wrap: wrap;
  gap: ${({ theme }) => theme.space.xxs}px;
`;
