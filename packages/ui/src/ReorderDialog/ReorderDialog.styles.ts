import styled from 'styled-components';

export const Problems = styled.ul`
  display: grid;
  gap: ${({ theme }) => theme.space.xs}px;
  margin: 0 0 ${({ theme }) => theme.space.sm}px;
  padding-left: ${({ theme }) => theme.space.lg}px;
`;
