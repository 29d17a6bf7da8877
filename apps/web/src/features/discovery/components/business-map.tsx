import 'leaflet/dist/leaflet.css';
import { Box, type StyleProp } from '@mantine/core';
import { useState } from 'react';
import { MapContainer, Marker, TileLayer } from 'react-leaflet';
import { TILE_ATTRIBUTION, TILE_URL } from '../../../components/ui/map-picker/map-config';
import { markerIcon } from '../../../components/ui/map-picker/marker-icon';
import { TilesFailedNote } from '../../../components/ui/map-picker/tiles-failed-note';

/** docs/product.md §9: the detail map opens at zoom 15. */
export const DETAIL_ZOOM = 15;

/** The business's pin on a small map; without tiles (offline, blocked) it says so and keeps the pin. */
export function BusinessMap({
  lat,
  lng,
  name,
  height,
}: {
  lat: number;
  lng: number;
  name: string;
  /** The same height as the placeholder shown while the map loads. */
  height: StyleProp<number>;
}) {
  const [tilesFailed, setTilesFailed] = useState(false);
  return (
    <Box
      pos="relative"
      data-zoom={DETAIL_ZOOM}
      h={height}
      style={{ borderRadius: 'var(--mantine-radius-md)', overflow: 'hidden' }}
    >
      <MapContainer
        center={[lat, lng]}
        zoom={DETAIL_ZOOM}
        scrollWheelZoom={false}
        style={{ height: '100%', width: '100%', background: 'var(--mantine-color-gray-1)' }}
      >
        <TileLayer
          url={TILE_URL}
          attribution={TILE_ATTRIBUTION}
          eventHandlers={{ tileerror: () => setTilesFailed(true) }}
        />
        <Marker position={[lat, lng]} icon={markerIcon} title={name} alt={name} />
      </MapContainer>
      {tilesFailed && (
        <TilesFailedNote>Harita görüntüleri yüklenemedi; konum işareti yine de gösteriliyor.</TilesFailedNote>
      )}
    </Box>
  );
}
