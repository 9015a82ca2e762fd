import styled, { css } from 'styled-components';

/** Holds the widget over its placeholder, so the page does not move when it arrives. */
export const Slot = styled.div`
  position: relative;
  min-height: 48px;
`;

/** Where the provider's SDK draws its frame: laid out (so it loads) but unseen until loaded. */
export const Frame = styled.div<{ $state: 'loading' | 'loaded' | 'not_loaded' }>`
  ${({ $state }) =>
    $state === 'loading'
      ? css`
          position: absolute;
          inset: 0;
          visibility: hidden;
        `
      : $state === 'not_loaded'
        ? css`
            display: none;
          `
        : css`
            min-height: 48px;
          `}
`;

/** Our own button in the slot: a box of its own only to know whether it holds the focus. */
export const Fallback = styled.div`
  display: contents;
`;
