import styled from 'styled-components';

// The few layout rules Leaflet needs (panes stacked absolutely, z-order, popups), written for this
// package so that no stylesheet has to be imported by the host app; colours follow the theme.
export const LeafletCanvas = styled.div`
  position: absolute;
  inset: 0;
  background: ${({ theme }) => theme.colors.background};
  font: inherit;
  outline-offset: -3px;
  -webkit-tap-highlight-color: transparent;

  &.leaflet-container {
    overflow: hidden;
    touch-action: none;
  }
  &:focus-visible {
    outline: 3px solid ${({ theme }) => theme.colors.primary};
  }
  .leaflet-pane,
  .leaflet-tile,
  .leaflet-marker-icon,
  .leaflet-tile-container,
  .leaflet-pane > svg,
  .leaflet-pane > canvas,
  .leaflet-layer {
    position: absolute;
    left: 0;
    top: 0;
  }
  .leaflet-pane {
    z-index: 400;
  }
  .leaflet-tile-pane {
    z-index: 200;
  }
  .leaflet-overlay-pane {
    z-index: 400;
  }
  .leaflet-marker-pane {
    z-index: 600;
  }
  .leaflet-tooltip-pane {
    z-index: 650;
  }
  .leaflet-popup-pane {
    z-index: 700;
  }
  .leaflet-tile,
  .leaflet-marker-icon {
    user-select: none;
  }
  img.leaflet-tile,
  .leaflet-marker-pane img {
    max-width: none;
    max-height: none;
  }
  .leaflet-tile {
    visibility: hidden;
  }
  .leaflet-tile-loaded {
    visibility: inherit;
  }
  .leaflet-zoom-animated {
    transform-origin: 0 0;
  }
  .leaflet-zoom-anim .leaflet-zoom-animated {
    transition: transform 0.25s cubic-bezier(0, 0, 0.25, 1);
  }
  .leaflet-zoom-anim .leaflet-tile,
  .leaflet-pan-anim .leaflet-tile {
    transition: none;
  }
  .leaflet-pane > svg path {
    pointer-events: none;
  }
  .leaflet-pane > svg path.leaflet-interactive,
  .leaflet-marker-icon.leaflet-interactive {
    pointer-events: auto;
    cursor: pointer;
  }
  .leaflet-grab {
    cursor: grab;
  }
  .leaflet-dragging .leaflet-grab,
  .leaflet-dragging .leaflet-marker-draggable {
    cursor: grabbing;
  }
  .leaflet-marker-icon:focus-visible {
    outline: 3px solid ${({ theme }) => theme.colors.text};
    border-radius: 50%;
  }
  .tarelka-outline {
    stroke-dasharray: 6 6;
  }
  .leaflet-popup {
    position: absolute;
    margin-bottom: 20px;
  }
  .leaflet-popup-content-wrapper {
    padding: 12px 36px 12px 16px;
    border-radius: ${({ theme }) => theme.radii.md}px;
    background: ${({ theme }) => theme.colors.surface};
    color: ${({ theme }) => theme.colors.text};
    box-shadow: 0 4px 16px rgb(0 0 0 / 0.4);
  }
  .leaflet-popup-content {
    margin: 0;
    min-width: 160px;
    line-height: 1.4;
  }
  .leaflet-popup-tip-container {
    position: absolute;
    left: 50%;
    width: 40px;
    height: 20px;
    margin-left: -20px;
    overflow: hidden;
    pointer-events: none;
  }
  .leaflet-popup-tip {
    width: 17px;
    height: 17px;
    margin: -10px auto 0;
    transform: rotate(45deg);
    background: ${({ theme }) => theme.colors.surface};
  }
  .leaflet-popup-close-button {
    position: absolute;
    top: 6px;
    right: 6px;
    width: 28px;
    height: 28px;
    border: 0;
    background: transparent;
    color: ${({ theme }) => theme.colors.textMuted};
    font: 20px/28px sans-serif;
    text-align: center;
    text-decoration: none;
    cursor: pointer;
  }
  .leaflet-control-container .leaflet-bottom {
    position: absolute;
    bottom: 0;
    z-index: 800;
  }
  .leaflet-control-container .leaflet-right {
    right: 0;
  }
  .leaflet-control-attribution {
    padding: 0 6px;
    font-size: 11px;
    background: rgb(255 255 255 / 0.7);
    color: #333;
  }
  .leaflet-control-attribution a {
    color: #0b57d0;
  }
  .tarelka-pickup-info strong {
    display: block;
    margin-bottom: 4px;
  }
`;
