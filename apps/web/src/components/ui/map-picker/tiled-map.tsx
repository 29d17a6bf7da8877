import { Box, type BoxProps } from '@mantine/core';
import type { Map as LeafletMap } from 'leaflet';
import type { ReactNode, Ref } from 'react';
import { useState } from 'react';
import { MapContainer, type MapContainerProps, TileLayer } from 'react-leaflet';
import { TILE_ATTRIBUTION, TILE_URL } from './map-config';
import { TilesFailedNote } from './tiles-failed-note';

/**
 * A rounded map with the configured tiles, no wheel zoom while the page scrolls, and `offline` said over it when the
 * tiles cannot load (its markers still show). `overlay` sits over the map outside Leaflet's own container, so its
 * clicks never drag the map.
 */
export function TiledMap({
  map,
  mapRef,
  offline,
  overlay,
  children,
  ...box
}: BoxProps & {
  map: Omit<MapContainerProps, 'children' | 'style' | 'scrollWheelZoom'>;
  mapRef?: Ref<LeafletMap>;
  offline: string;
  overlay?: ReactNode;
  children: ReactNode;
  'data-testid'?: string;
  'data-zoom'?: number;
}) {
  const [tilesFailed, setTilesFailed] = useState(false);
  return (
    <Box pos="relative" style={{ borderRadius: 'var(--mantine-radius-md)', overflow: 'hidden' }} {...box}>
      <MapContainer
        {...map}
        ref={mapRef}
        scrollWheelZoom={false}
        style={{ height: '100%', width: '100%', background: 'var(--mantine-color-gray-1)' }}
      >
        <TileLayer
          url={TILE_URL}
          attribution={TILE_ATTRIBUTION}
          eventHandlers={{ tileerror: () => setTilesFailed(true) }}
        />
        {children}
      </MapContainer>
      {overlay}
      {tilesFailed && <TilesFailedNote>{offline}</TilesFailedNote>}
    </Box>
  );
}
