import styled from 'styled-components';

export const Card = styled.article`
  position: relative;
  display: flex;
  flex-direction: column;
  min-width: 0;
  overflow: hidden;
  border-radius: ${({ theme }) => theme.radii.lg}px;
  background: ${({ theme }) => theme.colors.surface};
  transition: box-shadow ${({ theme }) => theme.motion.duration.fast}ms;

  ${({ theme }) => theme.media.hover} {
    &:hover {
      box-shadow: ${({ theme }) => theme.elevation[2]};
    }
  }
`;

export const Body = styled.div`
  display: flex;
  flex: 1;
  flex-direction: column;
  gap: ${({ theme }) => theme.space.xxs}px;
  padding: ${({ theme }) => theme.space.sm}px ${({ theme }) => theme.space.md}px ${({ theme }) => theme.space.md}px;
`;

export const Title = styled.h3`
  margin: 0;
  font-size: ${({ theme }) => theme.typography.size.lg};
  line-height: ${({ theme }) => theme.typography.lineHeight.tight};
`;

/* The title button stretches over the card so a tap anywhere opens the details. */
export const OpenButton = styled.button`
  padding: 0;
  border: 0;
  background: none;
  color: inherit;
  font: inherit;
  text-align: left;
  cursor: pointer;

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

export const Description = styled.p`
  display: -webkit-box;
  margin: 0;
  overflow: hidden;
  color: ${({ theme }) => theme.colors.textMuted};
  font-size: ${({ theme }) => theme.typography.size.sm};
  -webkit-line-clamp: 2;
  -webkit-box-orient: vertical;
`;

export const Meta = styled.p`
  margin: 0;
  color: ${({ theme }) => theme.colors.textMuted};
  font-size: ${({ theme }) => theme.typography.size.sm};
`;

export const Footer = styled.div`
  position: relative;
  z-index: 1;
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  justify-content: space-between;
  gap: ${({ theme }) => theme.space.xs}px;
  margin-top: auto;
  padding-top: ${({ theme }) => theme.space.xs}px;
`;

export const Tags = styled.div`
  position: absolute;
  top: ${({ theme }) => theme.space.xs}px;
  left: ${({ theme }) => theme.space.xs}px;
  display: flex;
  gap: ${({ theme }) => theme.space.xxs}px;
`;
