import styled from 'styled-components';
import { controlCss } from '../lib/field.styles';

export const SelectWrap = styled.div`
  position: relative;
  display: flex;
  align-items: center;

  svg {
    position: absolute;
    right: ${({ theme }) => theme.space.sm}px;
    pointer-events: none;
    color: ${({ theme }) => theme.colors.textMuted};
  }
`;

export const StyledSelect = styled.select<{ $invalid?: boolean }>`
  ${controlCss};
  appearance: none;
  padding-right: 44px;
  cursor: pointer;
`;
