import styled from 'styled-components';

export const Row = styled.div`
  display: flex;
  align-items: center;
  justify-content: space-between;
  gap: ${({ theme }) => theme.space.md}px;
  min-height: 56px;
`;

export const Label = styled.span`
  font-weight: ${({ theme }) => theme.typography.weight.medium};
`;
