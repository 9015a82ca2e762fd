import styled from 'styled-components';

export const Address = styled.p`
  margin: 0;
  color: ${({ theme }) => theme.colors.textMuted};
  overflow-wrap: anywhere;
`;

export const Row = styled.form`
  display: grid;
  gap: ${({ theme }) => theme.space.xs}px;
  justify-items: start;

  & > :first-child {
    justify-self: stretch;
  }
`;
