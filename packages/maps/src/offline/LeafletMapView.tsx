import L from 'leaflet';
import { useEffect, useRef } from 'react';
import { ThemeProvider } from 'styled-components';
import { pickupIconUrl, pinIconUrl } from '../MapChrome/icons';
import { pickupInfoContent } from '../MapChrome/info-window';
import { MapFrame } from '../MapChrome/MapFrame.styles';
import { useMapTheme } from '../MapChrome/use-map-theme';
import { ZoomControls } from '../MapChrome/ZoomControls';
import { DEFAULT_MAP_ZOOM, MARKER_SIZE, ZONE_STYLE, type LatLng, type MapViewProps } from '../provider';
import { LeafletCanvas } from './LeafletMapView.styles';

/** Options of the offline map, from tenant config. */
export interface LeafletMapOptions {
  tileUrl?: string;
  tileAttribution?: string;
}

const toLatLng = (p: L.LatLng): LatLng => ({ lat: p.lat, lng: p.lng });
// The pin's tip and the pickup badge's tip are both at the bottom centre of the 64×64 box.
const markerIcon = (url: string) =>
  L.icon({ iconUrl: url, iconSize: [MARKER_SIZE, MARKER_SIZE], iconAnchor: [MARKER_SIZE / 2, MARKER_SIZE - 2] });

/** Builds the Leaflet map component (it has no SDK to load, only the tile URL to remember). */
export function createLeafletMapView({ tileUrl, tileAttribution }: LeafletMapOptions) {
  return function LeafletMapView(props: MapViewProps) {
    const {
      center,
      zoom = DEFAULT_MAP_ZOOM,
      outline,
      zones,
      highlightedZoneId,
      marker,
      markerDraggable = true,
    } = props;
    const { pickupPoints = [], selectedPickupId, labels } = props;
    const theme = useMapTheme();
    const element = useRef<HTMLDivElement>(null);
    const map = useRef<L.Map | null>(null);
    const pin = useRef<L.Marker | null>(null);
    const pickupMarkers = useRef(new Map<number, L.Marker>());
    const callbacks = useRef(props);

    useEffect(() => {
      callbacks.current = props;
    });

    useEffect(() => {
      if (!element.current) return;
      const instance = L.map(element.current, {
        center,
        zoom,
        zoomControl: false,
        attributionControl: Boolean(tileUrl),
        keyboard: true,
      });
      if (tileUrl) {
        L.tileLayer(tileUrl, { attribution: tileAttribution ?? '' }).addTo(instance);
      }
      // An address outside every zone would open on a map with no zone in sight: show both.
      const zonePoints = zones.flatMap((zone) => zone.polygon);
      if (marker && zonePoints.length) {
        const zoneBounds = L.latLngBounds(zonePoints);
        if (!zoneBounds.contains(marker)) instance.fitBounds(zoneBounds.extend(marker), { padding: [48, 48] });
      }
      instance.on('click', (event: L.LeafletMouseEvent) => callbacks.current.onMapClick?.(toLatLng(event.latlng)));
      map.current = instance;
      return () => {
        // Leaflet 1.9 ends a zoom animation from a 250 ms timer that outlives remove() and then
        // touches the removed panes; marking the animation over makes that timer a no-op.
        (instance as unknown as { _animatingZoom: boolean })._animatingZoom = false;
        instance.remove();
        map.current = null;
        pin.current = null;
      };
      // The map is created once; later prop changes are applied by the effects below.
      // eslint-disable-next-line react-hooks/exhaustive-deps
    }, []);

    useEffect(() => {
      if (!map.current || !outline?.length) return;
      const ring = L.polygon(outline, {
        className: 'tarelka-outline',
        color: theme.colors.textMuted,
        weight: 1.5,
        opacity: 0.7,
        fill: false,
        interactive: false,
      }).addTo(map.current);
      return () => void ring.remove();
    }, [outline, theme]);

    useEffect(() => {
      if (!map.current) return;
      const layers = zones.map((zone) => {
        const active = zone.id === highlightedZoneId;
        const colour = active ? theme.colors.primary : theme.colors.textMuted;
        const layer = L.polygon(zone.polygon, {
          className: active ? 'tarelka-zone tarelka-zone--active' : 'tarelka-zone',
          color: colour,
          fillColor: colour,
          weight: ZONE_STYLE.strokeWeight,
          opacity: ZONE_STYLE.strokeOpacity,
          fillOpacity: ZONE_STYLE.fillOpacity,
          interactive: false,
        }).addTo(map.current!);
        const path = layer.getElement();
        path?.setAttribute('data-zone-id', String(zone.id));
        path?.setAttribute('data-zone-name', zone.name);
        if (active) layer.bringToFront();
        return layer;
      });
      return () => layers.forEach((layer) => layer.remove());
    }, [zones, highlightedZoneId, theme]);

    useEffect(() => {
      const instance = map.current;
      if (!instance) return;
      if (!marker) {
        pin.current?.remove();
        pin.current = null;
        return;
      }
      if (!pin.current) {
        pin.current = L.marker(marker, {
          icon: markerIcon(pinIconUrl(theme.colors.primary)),
          draggable: markerDraggable,
          autoPan: true,
          keyboard: true,
          title: labels.marker,
          alt: labels.marker,
          zIndexOffset: 1000,
        }).addTo(instance);
        pin.current.on('dragend', () => {
          if (pin.current) callbacks.current.onMarkerDragEnd?.(toLatLng(pin.current.getLatLng()));
        });
      } else {
        pin.current.setLatLng(marker);
        pin.current.setIcon(markerIcon(pinIconUrl(theme.colors.primary)));
        if (markerDraggable) pin.current.dragging?.enable();
        else pin.current.dragging?.disable();
      }
      const el = pin.current.getElement();
      el?.setAttribute('data-lat', String(marker.lat));
      el?.setAttribute('data-lng', String(marker.lng));
      el?.setAttribute('data-testid', 'address-marker');
      // A picked search result may be off screen; a click or drag never is, so the map stays put.
      if (!instance.getBounds().contains(marker)) instance.panTo(marker);
    }, [marker, markerDraggable, labels.marker, theme]);

    useEffect(() => {
      const instance = map.current;
      if (!instance) return;
      const registry = pickupMarkers.current;
      const markers = pickupPoints.map((point) => {
        const select = () => callbacks.current.onPickupSelect?.(point.id);
        const pickup = L.marker(point.location, {
          icon: markerIcon(pickupIconUrl(theme.colors.primary, false)),
          keyboard: true,
          title: point.name,
          alt: point.name,
        })
          .bindPopup(pickupInfoContent(point, labels.hours), { offset: [0, -MARKER_SIZE + 8], autoPan: true })
          .on('click', select)
          // Leaflet opens the popup on Enter but fires no click: select from the keyboard too.
          .on('keypress', (event: L.LeafletKeyboardEvent) => {
            if (event.originalEvent.key === 'Enter') select();
          })
          .addTo(instance);
        pickup.getElement()?.setAttribute('data-pickup-id', String(point.id));
        registry.set(point.id, pickup);
        return pickup;
      });
      return () => {
        markers.forEach((pickup) => pickup.remove());
        registry.clear();
      };
    }, [pickupPoints, labels.hours, theme]);

    // Selection restyles the markers in place (Leaflet reuses the <img>), so keyboard focus stays put.
    useEffect(() => {
      for (const [id, pickup] of pickupMarkers.current) {
        const selected = id === selectedPickupId;
        pickup.setIcon(markerIcon(pickupIconUrl(theme.colors.primary, selected)));
        pickup.setZIndexOffset(selected ? 500 : 0);
        pickup.getElement()?.setAttribute('aria-pressed', String(selected));
        if (selected && !pickup.isPopupOpen()) pickup.openPopup();
      }
    }, [pickupPoints, selectedPickupId, labels.hours, theme]);

    return (
      <ThemeProvider theme={theme}>
        <MapFrame role="region" aria-label={labels.map}>
          <LeafletCanvas ref={element} data-testid="offline-map" />
          <ZoomControls
            onZoomIn={() => map.current?.zoomIn()}
            onZoomOut={() => map.current?.zoomOut()}
            zoomInLabel={labels.zoomIn}
            zoomOutLabel={labels.zoomOut}
          />
        </MapFrame>
      </ThemeProvider>
    );
  };
}
