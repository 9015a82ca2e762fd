import styled from 'styled-components';

export const Root = styled.div`
  display: flex;
  align-items: center;
  gap: ${({ theme }) => theme.space.xs}px;
  min-height: ${({ theme }) => theme.layout.pageHeader.mobile}px;

  ${({ theme }) => theme.media.md} {
    min-height: ${({ theme }) => theme.layout.pageHeader.desktop}px;
  }
`;

export const Heading = styled.h1`
  flex: 1;
  min-width: 0;
  margin: 0;
  font-size: ${({ theme }) => theme.typography.size.xl};
  line-height: ${({ theme }) => theme.typography.lineHeight.tight};
  overflow-wrap: anywhere;

  ${({ theme }) => theme.media.md} {
    font-size: ${({ theme }) => theme.typography.size.xxl};
  }
`;

export const Actions = styled.div`
  display: flex;
  align-items: center;
  gap: ${({ theme }) => theme.space.xs}px;
`;
