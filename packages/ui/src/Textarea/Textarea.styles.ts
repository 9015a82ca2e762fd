import styled from 'styled-components';
import { controlCss } from '../lib/field.styles';

export const StyledTextarea = styled.textarea<{ $invalid?: boolean }>`
  ${controlCss};
  min-height: 96px;
  resize: vertical;
`;

export const Counter = styled.span`
  align-self: flex-end;
  font-size: ${({ theme }) => theme.typography.size.xs};
  color: ${({ theme }) => theme.colors.textMuted};
`;
