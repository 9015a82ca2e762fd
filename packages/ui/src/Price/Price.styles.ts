import styled from 'styled-components';

export const PriceRoot = styled.span<{ $size: 'sm' | 'md' | 'lg' }>`
  display: inline-flex;
  align-items: baseline;
  flex-wrap: wrap;
  gap: ${({ theme }) => theme.space.xs}px;
  font-size: ${({ theme, $size }) => theme.typography.size[$size === 'lg' ? 'xl' : $size]};
  font-weight: ${({ theme }) => theme.typography.weight.bold};
  font-variant-numeric: tabular-nums;
  white-space: nowrap;
`;

export const Current = styled.span<{ $discounted: boolean }>`
  color: ${({ theme, $discounted }) => ($discounted ? theme.colors.primaryText : 'inherit')};
`;

export const Old = styled.del`
  font-size: 0.8em;
  font-weight: ${({ theme }) => theme.typography.weight.regular};
  color: ${({ theme }) => theme.colors.textMuted};
`;
