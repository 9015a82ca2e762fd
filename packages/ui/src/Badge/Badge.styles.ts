import styled from 'styled-components';

export type BadgeTone = 'primary' | 'neutral' | 'danger';

export const StyledBadge = styled.span<{ $tone: BadgeTone }>`
  display: inline-flex;
  align-items: center;
  justify-content: center;
  min-width: 20px;
  height: 20px;
  padding: 0 6px;
  border-radius: ${({ theme }) => theme.radii.pill}px;
  background: ${({ theme, $tone }) =>
    $tone === 'primary' ? theme.colors.primary : $tone === 'danger' ? theme.colors.danger : theme.colors.surfaceRaised};
  color: ${({ theme, $tone }) =>
    $tone === 'primary' ? theme.colors.onPrimary : $tone === 'danger' ? theme.colors.onDanger : theme.colors.text};
  font-size: ${({ theme }) => theme.typography.size.xs};
  font-weight: ${({ theme }) => theme.typography.weight.bold};
  line-height: 1;
  white-space: nowrap;
`;
