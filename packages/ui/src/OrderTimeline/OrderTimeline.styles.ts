import styled, { css } from 'styled-components';

export const Root = styled.section`
  display: grid;
  gap: ${({ theme }) => theme.space.sm}px;

  h2 {
    margin: 0;
    font-size: ${({ theme }) => theme.typography.size.lg};
  }
  > p {
    margin: 0;
    font-weight: ${({ theme }) => theme.typography.weight.medium};
  }
`;

export const Steps = styled.ol`
  display: grid;
  gap: ${({ theme }) => theme.space.xs}px;
  margin: 0;
  padding: 0;
  list-style: none;
`;

export const Step = styled.li<{ $state: 'done' | 'current' | 'upcoming' }>`
  display: flex;
  align-items: center;
  gap: ${({ theme }) => theme.space.sm}px;
  color: ${({ theme, $state }) => ($state === 'upcoming' ? theme.colors.textMuted : theme.colors.text)};
  ${({ $state, theme }) =>
    $state === 'current' &&
    css`
      font-weight: ${theme.typography.weight.bold};
    `}

  &::before {
    content: '';
    flex: none;
    width: 12px;
    height: 12px;
    border: 2px solid ${({ theme }) => theme.colors.borderStrong};
    border-radius: 50%;
    background: ${({ theme, $state }) => ($state === 'upcoming' ? 'transparent' : theme.colors.primaryText)};
    border-color: ${({ theme, $state }) => ($state === 'upcoming' ? theme.colors.borderStrong : theme.colors.primaryText)};
  }
  time {
    margin-inline-start: auto;
    color: ${({ theme }) => theme.colors.textMuted};
    font-weight: ${({ theme }) => theme.typography.weight.regular};
  }
`;
