import { ZoomButton, ZoomStack } from './ZoomControls.styles';

/** Props of {@link ZoomControls}. */
export interface ZoomControlsProps {
  /** Zooms the map in by one step. */
  onZoomIn: () => void;
  /** Zooms the map out by one step. */
  onZoomOut: () => void;
  /** Accessible name of the zoom-in button. */
  zoomInLabel: string;
  /** Accessible name of the zoom-out button. */
  zoomOutLabel: string;
}

/** The map's own zoom buttons, the same for every provider. */
export function ZoomControls({ onZoomIn, onZoomOut, zoomInLabel, zoomOutLabel }: ZoomControlsProps) {
  return (
    <ZoomStack>
      <ZoomButton type="button" aria-label={zoomInLabel} title={zoomInLabel} onClick={onZoomIn}>
        +
      </ZoomButton>
      <ZoomButton type="button" aria-label={zoomOutLabel} title={zoomOutLabel} onClick={onZoomOut}>
        −
      </ZoomButton>
    </ZoomStack>
  );
}
