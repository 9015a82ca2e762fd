import styled from 'styled-components';

export const Card = styled.article`
  position: relative;
  overflow: hidden;
  border-radius: ${({ theme }) => theme.radii.lg}px;
  background: ${({ theme }) => theme.colors.surface};
`;

export const Body = styled.div`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space.xxs}px;
  padding: ${({ theme }) => theme.space.sm}px ${({ theme }) => theme.space.md}px ${({ theme }) => theme.space.md}px;
`;

export const Title = styled.h3`
  margin: 0;
  font-size: ${({ theme }) => theme.typography.size.lg};
  line-height: ${({ theme }) => theme.typography.lineHeight.tight};

  a,
  button {
    padding: 0;
    border: 0;
    background: none;
    color: inherit;
    font: inherit;
    text-align: left;
    text-decoration: none;
    cursor: pointer;
  }
  a::after,
  button::after {
    content: '';
    position: absolute;
    inset: 0;
  }
  a:focus-visible,
  button:focus-visible {
    outline: none;
  }
  a:focus-visible::after,
  button:focus-visible::after {
    outline: 3px solid ${({ theme }) => theme.colors.focus};
    outline-offset: -3px;
    border-radius: inherit;
  }
`;

export const Text = styled.p`
  display: -webkit-box;
  margin: 0;
  overflow: hidden;
  color: ${({ theme }) => theme.colors.textMuted};
  font-size: ${({ theme }) => theme.typography.size.sm};
  -webkit-line-clamp: 3;
  -webkit-box-orient: vertical;
`;
