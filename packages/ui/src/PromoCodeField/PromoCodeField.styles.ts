import styled from 'styled-components';

export const Row = styled.div`
  display: flex;
  align-items: flex-start;
  gap: ${({ theme }) => theme.space.xs}px;

  > :first-child {
    flex: 1;
  }
  > button {
    margin-top: 26px;
  }
`;

export const Applied = styled.div`
  display: flex;
  align-items: center;
  justify-content: space-between;
  gap: ${({ theme }) => theme.space.sm}px;
  padding: ${({ theme }) => theme.space.xs}px ${({ theme }) => theme.space.md}px;
  border-radius: ${({ theme }) => theme.radii.md}px;
  background: ${({ theme }) => theme.colors.primarySoft};

  p {
    margin: 0;
  }
`;
