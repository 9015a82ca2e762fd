import styled from 'styled-components';

/** The content column: max 1200 px, 16 px gutters on phones, 24 px from md. */
export const Container = styled.div`
  width: 100%;
  max-width: ${({ theme }) => theme.layout.contentMaxWidth + 48}px;
  margin: 0 auto;
  padding: 0 24px;
  ${({ theme }) => theme.media.mobile} {
    padding: 0 16px;
  }
`;
