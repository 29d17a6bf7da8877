import 'leaflet/dist/leaflet.css';
import type { StyleProp } from '@mantine/core';
import { Marker } from 'react-leaflet';
import { markerIcon } from '../../../components/ui/map-picker/marker-icon';
import { TiledMap } from '../../../components/ui/map-picker/tiled-map';

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
  return (
    <TiledMap
      data-zoom={DETAIL_ZOOM}
      h={height}
      map={{ center: [lat, lng], zoom: DETAIL_ZOOM }}
      offline="Harita görüntüleri yüklenemedi; konum işareti yine de gösteriliyor."
    >
      <Marker position={[lat, lng]} icon={markerIcon} title={name} alt={name} />
    </TiledMap>
  );
}
