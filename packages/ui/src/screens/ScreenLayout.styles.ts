import styled from 'styled-components';

export const Page = styled.div`
  display: flex;
  flex-direction: column;
  min-height: 100vh;
  background: ${({ theme }) => theme.colors.background};
  color: ${({ theme }) => theme.colors.text};
`;

export const LogoLink = styled.a`
  display: inline-flex;
  align-items: center;
  min-height: ${({ theme }) => theme.layout.touchTarget}px;
`;

export const LogoImage = styled.img`
  display: block;
  width: auto;
  height: 28px;

  ${({ theme }) => theme.media.md} {
    height: 40px;
  }
`;

export const Main = styled.main`
  flex: 1;
  width: 100%;
  max-width: ${({ theme }) => theme.layout.contentMaxWidth}px;
  margin: 0 auto;
  padding: ${({ theme }) => `${theme.space.md}px ${theme.space.md}px ${theme.space.xl}px`};

  ${({ theme }) => theme.media.md} {
    padding: ${({ theme }) => `${theme.space.lg}px ${theme.space.lg}px ${theme.space.xxl}px`};
  }
`;

/** A titled block of a screen (a menu group, a checkout section). */
export const Section = styled.section`
  & + & {
    margin-top: ${({ theme }) => theme.space.xl}px;
  }
`;

export const SectionTitle = styled.h2`
  margin: 0 0 ${({ theme }) => theme.space.md}px;
  font-size: ${({ theme }) => theme.typography.size.xl};
  line-height: ${({ theme }) => theme.typography.lineHeight.tight};
`;

/** Cards in columns: two on phones, more as the screen widens. */
export const CardGrid = styled.ul<{ $min?: number }>`
  display: grid;
  grid-template-columns: repeat(2, minmax(0, 1fr));
  gap: ${({ theme }) => theme.space.sm}px;
  margin: 0;
  padding: 0;
  list-style: none;

  ${({ theme }) => theme.media.md} {
    grid-template-columns: repeat(auto-fill, minmax(${({ $min = 240 }) => $min}px, 1fr));
    gap: ${({ theme }) => theme.space.lg}px;
  }
`;

export const Stack = styled.div<{ $gap?: number }>`
  display: flex;
  flex-direction: column;
  gap: ${({ $gap = 16 }) => $gap}px;
`;

/** The narrow column of sign-in and the order result. */
export const Narrow = styled.div`
  max-width: 28rem;
  margin: 0 auto;
`;

export const PageTitle = styled.h1`
  margin: 0 0 ${({ theme }) => theme.space.md}px;
  font-size: ${({ theme }) => theme.typography.size.xxl};
  line-height: ${({ theme }) => theme.typography.lineHeight.tight};
`;
