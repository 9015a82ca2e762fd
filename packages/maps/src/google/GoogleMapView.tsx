import { isPointInBounds, polygonBounds } from '@tarelka/domain';
import { useEffect, useRef } from 'react';
import { ThemeProvider } from 'styled-components';
import { pickupIconUrl, pinIconUrl } from '../MapChrome/icons';
import { pickupInfoContent } from '../MapChrome/info-window';
import { MapCanvas, MapFrame } from '../MapChrome/MapFrame.styles';
import { useMapTheme } from '../MapChrome/use-map-theme';
import { ZoomControls } from '../MapChrome/ZoomControls';
import { DEFAULT_MAP_ZOOM, MARKER_SIZE, ZONE_STYLE, type LatLng, type MapViewProps } from '../provider';
import type { GoogleLibraries } from './load-google-maps';

const icon = (src: string, title: string) => {
  const img = document.createElement('img');
  img.src = src;
  img.width = MARKER_SIZE;
  img.height = MARKER_SIZE;
  img.alt = title;
  img.draggable = false;
  return img;
};

const literal = (p: google.maps.LatLng | google.maps.LatLngLiteral | null | undefined): LatLng | null => {
  if (!p) return null;
  return typeof p.lat === 'function'
    ? { lat: (p as google.maps.LatLng).lat(), lng: (p as google.maps.LatLng).lng() }
    : (p as LatLng);
};

/** Builds the Google map component over loaded libraries. */
export function createGoogleMapView({ maps, marker: markerLib }: GoogleLibraries, mapId: string) {
  return function GoogleMapView(props: MapViewProps) {
    const { center, zoom = DEFAULT_MAP_ZOOM, zones, highlightedZoneId, marker, markerDraggable = true } = props;
    const { pickupPoints = [], selectedPickupId, labels } = props;
    const theme = useMapTheme();
    const canvas = useRef<HTMLDivElement>(null);
    const map = useRef<google.maps.Map | null>(null);
    const callbacks = useRef(props);
    const pickupMarkers = useRef(new Map<number, google.maps.marker.AdvancedMarkerElement>());
    const infoWindow = useRef<google.maps.InfoWindow | null>(null);

    useEffect(() => {
      callbacks.current = props;
    });

    useEffect(() => {
      if (!canvas.current) return;
      const instance = new maps.Map(canvas.current, {
        center,
        zoom,
        mapId,
        disableDefaultUI: true,
        clickableIcons: false,
        gestureHandling: 'greedy',
      });
      // An address outside every zone would open on a map with no zone in sight: show both.
      const zonePoints = zones.flatMap((zone) => zone.polygon);
      if (marker && zonePoints.length) {
        const box = polygonBounds(zonePoints);
        if (box && !isPointInBounds(marker, box)) instance.fitBounds(polygonBounds([...zonePoints, marker])!, 48);
      }
      const click = instance.addListener('click', (event: google.maps.MapMouseEvent) => {
        const point = literal(event.latLng);
        if (point) callbacks.current.onMapClick?.(point);
      });
      map.current = instance;
      infoWindow.current = new maps.InfoWindow();
      return () => {
        click.remove();
        infoWindow.current?.close();
        map.current = null;
      };
      // The map is created once; later prop changes are applied by the effects below.
      // eslint-disable-next-line react-hooks/exhaustive-deps
    }, []);

    useEffect(() => {
      if (!map.current) return;
      const polygons = zones.map((zone) => {
        const active = zone.id === highlightedZoneId;
        const colour = active ? theme.colors.primary : theme.colors.textMuted;
        return new maps.Polygon({
          map: map.current,
          paths: zone.polygon,
          clickable: false,
          fillColor: colour,
          strokeColor: colour,
          ...ZONE_STYLE,
          zIndex: active ? 2 : 1,
        });
      });
      return () => polygons.forEach((polygon) => polygon.setMap(null));
    }, [zones, highlightedZoneId, theme]);

    useEffect(() => {
      if (!map.current || !marker) return;
      const pin = new markerLib.AdvancedMarkerElement({
        map: map.current,
        position: marker,
        gmpDraggable: markerDraggable,
        title: labels.marker,
        content: icon(pinIconUrl(theme.colors.primary), labels.marker),
        zIndex: 10,
      });
      const drag = pin.addListener('dragend', () => {
        const point = literal(pin.position);
        if (point) callbacks.current.onMarkerDragEnd?.(point);
      });
      map.current.panTo(marker);
      return () => {
        drag.remove();
        pin.map = null;
      };
    }, [marker, markerDraggable, labels.marker, theme]);

    useEffect(() => {
      if (!map.current) return;
      const registry = pickupMarkers.current;
      const created = pickupPoints.map((point) => {
        const element = new markerLib.AdvancedMarkerElement({
          map: map.current,
          position: point.location,
          title: point.name,
          gmpClickable: true,
          content: icon(pickupIconUrl(theme.colors.primary, false), point.name),
          zIndex: 3,
        });
        const click = element.addListener('click', () => callbacks.current.onPickupSelect?.(point.id));
        registry.set(point.id, element);
        return { element, click };
      });
      return () => {
        for (const { element, click } of created) {
          click.remove();
          element.map = null;
        }
        registry.clear();
      };
    }, [pickupPoints, theme]);

    useEffect(() => {
      for (const point of pickupPoints) {
        const element = pickupMarkers.current.get(point.id);
        if (!element) continue;
        const selected = point.id === selectedPickupId;
        element.content = icon(pickupIconUrl(theme.colors.primary, selected), point.name);
        element.zIndex = selected ? 5 : 3;
      }
      const info = infoWindow.current;
      const point = pickupPoints.find((p) => p.id === selectedPickupId);
      const anchor = point && pickupMarkers.current.get(point.id);
      if (!info || !point || !anchor) return;
      info.setContent(pickupInfoContent(point, labels.hours));
      info.open({ anchor, map: map.current });
      return () => info.close();
    }, [pickupPoints, selectedPickupId, labels.hours, theme]);

    const zoomBy = (delta: number) => {
      const instance = map.current;
      if (instance) instance.setZoom((instance.getZoom() ?? zoom) + delta);
    };

    return (
      <ThemeProvider theme={theme}>
        <MapFrame role="region" aria-label={labels.map}>
          <MapCanvas ref={canvas} data-testid="google-map" />
          <ZoomControls
            onZoomIn={() => zoomBy(1)}
            onZoomOut={() => zoomBy(-1)}
            zoomInLabel={labels.zoomIn}
            zoomOutLabel={labels.zoomOut}
          />
        </MapFrame>
      </ThemeProvider>
    );
  };
}
