import styled from 'styled-components';

export const Root = styled.div`
  display: flex;
  flex-direction: column;
  align-items: center;
  gap: ${({ theme }) => theme.space.sm}px;
  max-width: 420px;
  margin: 0 auto;
  padding: ${({ theme }) => theme.space.xl}px ${({ theme }) => theme.space.md}px;
  text-align: center;
`;

export const Art = styled.div`
  display: flex;
  align-items: center;
  justify-content: center;
  width: 96px;
  height: 96px;
  font-size: 56px;
  line-height: 1;
`;

export const Title = styled.h2`
  margin: 0;
  font-size: ${({ theme }) => theme.typography.size.xl};
`;

export const Text = styled.p`
  margin: 0;
  color: ${({ theme }) => theme.colors.textMuted};
`;
