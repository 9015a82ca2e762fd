import styled from 'styled-components';

export const Hint = styled.div<{ $tone: 'info' | 'warning' | 'success' }>`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space.xs}px;
  padding: ${({ theme }) => theme.space.sm}px ${({ theme }) => theme.space.md}px;
  border-left: 4px solid
    ${({ theme, $tone }) =>
      $tone === 'warning' ? theme.colors.danger : $tone === 'success' ? theme.colors.success : theme.colors.primary};
  border-radius: ${({ theme }) => theme.radii.md}px;
  background: ${({ theme }) => theme.colors.surface};

  p {
    margin: 0;
  }
`;
