import 'leaflet/dist/leaflet.css';
import 'leaflet.markercluster/dist/MarkerCluster.css';
import 'leaflet.markercluster/dist/MarkerCluster.Default.css';
import { Button } from '@mantine/core';
import type { ListedBusiness } from '@otousta/shared/schemas/listing';
import { bboxText } from '@otousta/shared/schemas/listing-bbox';
import { IconSearch } from '@tabler/icons-react';
import L from 'leaflet';
import 'leaflet.markercluster';
import { useEffect, useState } from 'react';
import { useMap } from 'react-leaflet';
import { markerIcon } from '../../../components/ui/map-picker/marker-icon';
import { TiledMap } from '../../../components/ui/map-picker/tiled-map';
import { businessDisplayName } from '../labels';

/** Türkiye as a whole, for a page with no pin to fit. */
const TURKEY: L.LatLngBoundsExpression = [
  [35.8, 25.6],
  [42.2, 44.8],
];

export interface ResultsMapProps {
  businesses: ListedBusiness[];
  /** A pin chosen: its business's card is shown. */
  onOpen: (business: ListedBusiness) => void;
  /** 'Bu alanda ara': the listing for the visible box ('minLng,minLat,maxLng,maxLat'); absent, no button. */
  onSearchArea?: (bbox: string) => void;
}

/** The page's pins in clusters; the view fits them whenever the page changes. */
function Pins({ businesses, onOpen }: Pick<ResultsMapProps, 'businesses' | 'onOpen'>) {
  const map = useMap();
  useEffect(() => {
    const cluster = L.markerClusterGroup({ showCoverageOnHover: false, maxClusterRadius: 50 });
    const located = businesses.filter((b) => b.businessLatitude != null && b.businessLongitude != null);
    for (const business of located) {
      const title = businessDisplayName(business);
      const marker = L.marker([business.businessLatitude!, business.businessLongitude!], {
        icon: markerIcon,
        title,
        alt: title,
        keyboard: true,
      });
      marker.on('click keypress', () => onOpen(business));
      cluster.addLayer(marker);
    }
    map.addLayer(cluster);
    const bounds = cluster.getBounds();
    if (bounds.isValid()) map.fitBounds(bounds, { padding: [32, 32], maxZoom: 15 });
    else map.fitBounds(TURKEY);
    return () => {
      map.removeLayer(cluster);
    };
  }, [map, businesses, onOpen]);
  return null;
}

/** 'Bu alanda ara': the listing again, for what the map shows now (outside the map, so no click moves it). */
function SearchArea({ map, onSearchArea }: { map: L.Map; onSearchArea: (bbox: string) => void }) {
  const search = () => {
    const b = map.getBounds();
    onSearchArea(bboxText({ minLng: b.getWest(), minLat: b.getSouth(), maxLng: b.getEast(), maxLat: b.getNorth() }));
  };
  return (
    <Button
      pos="absolute"
      bottom={12}
      left="50%"
      style={{ zIndex: 1000, transform: 'translateX(-50%)' }}
      leftSection={<IconSearch size={16} aria-hidden />}
      onClick={search}
      radius="xl"
      size="sm"
    >
      Bu alanda ara
    </Button>
  );
}

/** The listing's page on a map (docs/product.md 'Map of the results'); without tiles the pins and clusters still show. */
export function ResultsMap({ businesses, onOpen, onSearchArea }: ResultsMapProps) {
  const [map, setMap] = useState<L.Map | null>(null);
  return (
    <TiledMap
      h={{ base: 380, sm: 480 }}
      data-testid="results-map"
      map={{ bounds: TURKEY }}
      mapRef={setMap}
      offline="Harita görüntüleri yüklenemedi; işletmelerin işaretleri yine de gösteriliyor."
      overlay={map && onSearchArea && <SearchArea map={map} onSearchArea={onSearchArea} />}
    >
      <Pins businesses={businesses} onOpen={onOpen} />
    </TiledMap>
  );
}
