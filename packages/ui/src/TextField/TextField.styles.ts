import styled from 'styled-components';
import { controlCss } from '../lib/field.styles';

export const InputWrap = styled.div`
  position: relative;
  display: flex;
  align-items: center;
`;

export const StyledInput = styled.input<{ $invalid?: boolean; $withClear: boolean }>`
  ${controlCss};
  padding-right: ${({ $withClear, theme }) => ($withClear ? 48 : theme.space.md)}px;
`;

export const ClearSlot = styled.div`
  position: absolute;
  right: 2px;
`;
