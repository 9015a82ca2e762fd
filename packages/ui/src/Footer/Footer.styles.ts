import styled from 'styled-components';

export const Root = styled.footer`
  margin-top: ${({ theme }) => theme.space.xxl}px;
  padding: ${({ theme }) => theme.space.xl}px ${({ theme }) => theme.space.md}px;
  /* The last line stays clear of the floating scroll-to-top button. */
  padding-bottom: ${({ theme }) => theme.space.xxl * 2}px;
  background: ${({ theme }) => theme.colors.surface};
  color: ${({ theme }) => theme.colors.textMuted};

  ${({ theme }) => theme.media.md} {
    padding-left: ${({ theme }) => theme.space.lg}px;
    padding-right: ${({ theme }) => theme.space.lg}px;
  }
`;

export const Inner = styled.div`
  display: grid;
  gap: ${({ theme }) => theme.space.lg}px;
  max-width: ${({ theme }) => theme.layout.contentMaxWidth}px;
  margin: 0 auto;

  ${({ theme }) => theme.media.md} {
    grid-template-columns: 2fr 1fr;
  }
`;

export const LinkList = styled.ul`
  display: grid;
  gap: 0 ${({ theme }) => theme.space.lg}px;
  margin: 0;
  padding: 0;
  list-style: none;

  ${({ theme }) => theme.media.sm} {
    grid-template-columns: 1fr 1fr;
  }

  a {
    display: inline-flex;
    align-items: center;
    min-height: 44px;
    color: ${({ theme }) => theme.colors.text};
  }
  a[aria-current='page'] {
    color: ${({ theme }) => theme.colors.primaryText};
    font-weight: ${({ theme }) => theme.typography.weight.bold};
  }
`;

export const Side = styled.div`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space.sm}px;

  a {
    color: ${({ theme }) => theme.colors.text};
  }
`;

export const Stores = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  gap: ${({ theme }) => theme.space.xs}px;

  a {
    display: inline-flex;
    align-items: center;
    min-height: 44px;
    padding: 0 ${({ theme }) => theme.space.md}px;
    border: 1px solid ${({ theme }) => theme.colors.borderStrong};
    border-radius: ${({ theme }) => theme.radii.md}px;
    text-decoration: none;
  }
`;

export const Copyright = styled.p`
  margin: 0;
  white-space: pre-line;
  font-size: ${({ theme }) => theme.typography.size.sm};
`;
