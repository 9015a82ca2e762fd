import styled from 'styled-components';

export const List = styled.div`
  display: grid;
  gap: ${({ theme }) => theme.space.sm}px;
`;
