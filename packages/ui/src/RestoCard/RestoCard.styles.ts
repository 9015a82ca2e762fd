import styled from 'styled-components';

export const Card = styled.article`
  position: relative;
  height: 100%;
  overflow: hidden;
  border-radius: ${({ theme }) => theme.radii.lg}px;
  background: ${({ theme }) => theme.colors.surface};
`;

export const Body = styled.div`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space.xs}px;
  padding: ${({ theme }) => theme.space.md}px;
`;

/** The name; its link covers the whole card (other links stay above it). */
export const Name = styled.h3`
  margin: 0;
  font-size: ${({ theme }) => theme.typography.size.lg};

  a {
    color: inherit;
    text-decoration: none;
  }
  a::after {
    content: '';
    position: absolute;
    inset: 0;
  }
  a:focus-visible {
    outline: none;
  }
  a:focus-visible::after {
    outline: 3px solid ${({ theme }) => theme.colors.focus};
    outline-offset: -3px;
    border-radius: inherit;
  }
`;

export const Line = styled.p`
  margin: 0;
  color: ${({ theme }) => theme.colors.textMuted};

  a {
    position: relative;
    display: inline-block;
    padding: 10px 0;
    margin: -10px 0;
    color: ${({ theme }) => theme.colors.text};
  }
`;

export const Status = styled.p<{ $open: boolean }>`
  margin: 0;
  font-weight: ${({ theme }) => theme.typography.weight.medium};
  color: ${({ theme, $open }) => ($open ? theme.colors.success : theme.colors.danger)};
`;
