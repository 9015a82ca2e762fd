import styled from 'styled-components';
import { inlineListCss, listHeadingCss } from '../lib/inline-list.styles';

export const Form = styled.form`
  display: grid;
  gap: ${({ theme }) => theme.space.md}px;
`;

export const Names = styled.div`
  display: grid;
  gap: ${({ theme }) => theme.space.md}px;

  ${({ theme }) => theme.media.sm} {
    grid-template-columns: 1fr 1fr;
  }
`;

export const Methods = styled.section`
  display: grid;
  gap: ${({ theme }) => theme.space.xs}px;

  h2 {
    ${listHeadingCss};
    font-size: ${({ theme }) => theme.typography.size.md};
  }
  ul {
    ${inlineListCss};
  }
  li {
    padding: ${({ theme }) => `${theme.space.xxs}px ${theme.space.sm}px`};
    border: 1px solid ${({ theme }) => theme.colors.border};
    border-radius: ${({ theme }) => theme.radii.pill}px;
    color: ${({ theme }) => theme.colors.text};
  }
  p {
    margin: 0;
    color: ${({ theme }) => theme.colors.textMuted};
  }
`;

export const Actions = styled.div`
  display: grid;
  gap: ${({ theme }) => theme.space.sm}px;
  justify-items: start;
`;
