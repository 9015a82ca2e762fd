import styled, { css } from 'styled-components';

const chip = css<{ $selected: boolean }>`
  display: inline-flex;
  align-items: center;
  gap: ${({ theme }) => theme.space.xxs}px;
  min-height: 36px;
  padding: 0 ${({ theme }) => theme.space.sm}px;
  border: 1px solid ${({ theme, $selected }) => ($selected ? theme.colors.primary : theme.colors.border)};
  border-radius: ${({ theme }) => theme.radii.pill}px;
  background: ${({ theme, $selected }) => ($selected ? theme.colors.primary : theme.colors.surface)};
  color: ${({ theme, $selected }) => ($selected ? theme.colors.onPrimary : theme.colors.text)};
  font-size: ${({ theme }) => theme.typography.size.sm};
  white-space: nowrap;
`;

export const StaticChip = styled.span<{ $selected: boolean }>`
  ${chip};
`;

export const ChipButton = styled.button<{ $selected: boolean }>`
  ${chip};
  position: relative;
  cursor: pointer;
  /* 44 px touch target around a 36 px chip. */
  &::after {
    content: '';
    position: absolute;
    inset: -4px 0;
  }
  &:disabled {
    opacity: 0.5;
    cursor: not-allowed;
  }
`;
