import styled from 'styled-components';
import { controlCss } from '../lib/field.styles';
import { media } from '../theme/tokens';

export const Pickers = styled.div`
  display: grid;
  grid-template-columns: 1fr;
  gap: ${({ theme }) => theme.space.sm}px;
  margin-top: ${({ theme }) => theme.space.sm}px;

  ${media.sm} {
    grid-template-columns: 3fr 2fr;
  }
`;

export const Select = styled.select<{ $invalid?: boolean }>`
  ${controlCss};
  appearance: auto;
  cursor: pointer;
`;
