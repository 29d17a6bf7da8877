import 'leaflet/dist/leaflet.css';
import { Alert, Box, Button, Group, Stack, Text } from '@mantine/core';
import { errorMessages } from '@otousta/shared/messages/tr';
import { isInTurkey } from '@otousta/shared/schemas/user';
import { IconCurrentLocation } from '@tabler/icons-react';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import type { Marker as LeafletMarker, LeafletMouseEvent } from 'leaflet';
import { useEffect, useState } from 'react';
import { MapContainer, Marker, TileLayer, useMap, useMapEvents } from 'react-leaflet';
import { CoordinateInputs } from './coordinate-inputs';
import { isOutsideTurkey, reverseGeocodeQueryOptions } from './geo-api';
import { DEFAULT_CENTER, type LatLng, type PickedLocation, TILE_ATTRIBUTION, TILE_URL, ZOOM } from './map-config';
import { markerIcon } from './marker-icon';
import { PlaceSearch } from './place-search';
import { TilesFailedNote } from './tiles-failed-note';

export interface MapPickerProps {
  /** The location chosen earlier; the map opens on it instead of Ankara. */
  initialValue?: PickedLocation | null;
  onConfirm: (location: PickedLocation) => void;
  onCancel: () => void;
  tileUrl?: string;
}

interface View {
  center: LatLng;
  /** Keeps the current zoom when absent. */
  zoom?: number;
}

/** Moves the map whenever a search result, the device location or typed coordinates ask for a new view. */
function ViewController({ view }: { view: View | null }) {
  const map = useMap();
  useEffect(() => {
    if (view) map.setView(view.center, view.zoom ?? map.getZoom());
  }, [map, view]);
  return null;
}

/**
 * A map inside a modal is laid out after Leaflet measured it, so it re-measures whenever its container changes size.
 * The container is also the element keyboard and screen-reader users land on, so it gets a name.
 */
function ContainerSetup() {
  const map = useMap();
  useEffect(() => {
    const container = map.getContainer();
    container.setAttribute('aria-label', 'Harita: konum seçmek için tıklayın veya işaretçiyi sürükleyin');
    const observer = new ResizeObserver(() => map.invalidateSize());
    observer.observe(container);
    return () => observer.disconnect();
  }, [map]);
  return null;
}

function ClickToPick({ onPick }: { onPick: (point: LatLng) => void }) {
  useMapEvents({ click: (event: LeafletMouseEvent) => onPick({ lat: event.latlng.lat, lng: event.latlng.lng }) });
  return null;
}

/**
 * Leaflet map for choosing a point (docs/product.md §2 'Map picker'): click or drag the pin, search a place in Turkey,
 * or use the device location; confirming returns the point with its reverse-geocoded address. Loaded lazily, so the
 * Leaflet code and CSS reach only pages that open it.
 */
export default function MapPicker({ initialValue, onConfirm, onCancel, tileUrl = TILE_URL }: MapPickerProps) {
  const queryClient = useQueryClient();
  const [point, setPoint] = useState<LatLng | null>(
    initialValue ? { lat: initialValue.lat, lng: initialValue.lng } : null,
  );
  const [view, setView] = useState<View | null>(null);
  // The name of a place chosen from the search: the address to fall back on when reverse geocoding is unavailable.
  const [placeName, setPlaceName] = useState<string | null>(initialValue?.address || null);
  const [locating, setLocating] = useState(false);
  const [locationError, setLocationError] = useState<string | null>(null);
  const [tilesFailed, setTilesFailed] = useState(false);
  const [confirming, setConfirming] = useState(false);

  const inTurkey = point !== null && isInTurkey(point.lat, point.lng);
  const reverse = useQuery({ ...reverseGeocodeQueryOptions(point ?? DEFAULT_CENTER), enabled: inTurkey });
  // No business may be placed outside Turkey; the server's gazetteer has the last word near the borders.
  const outsideTurkey = point !== null && (!inTurkey || isOutsideTurkey(reverse.error));

  const pick = (next: LatLng, name: string | null = null) => {
    setPoint(next);
    setPlaceName(name);
    setLocationError(null);
  };

  const locateDevice = () => {
    if (!('geolocation' in navigator)) {
      setLocationError('Tarayıcınız konum özelliğini desteklemiyor.');
      return;
    }
    setLocating(true);
    navigator.geolocation.getCurrentPosition(
      (position) => {
        const here = { lat: position.coords.latitude, lng: position.coords.longitude };
        setLocating(false);
        pick(here);
        setView({ center: here, zoom: ZOOM.deviceLocation });
      },
      () => {
        setLocating(false);
        setLocationError('Konum alınamadı. Lütfen manuel olarak seçin.');
      },
      { enableHighAccuracy: true, timeout: 10_000, maximumAge: 60_000 },
    );
  };

  const confirm = async () => {
    if (!point) return;
    setConfirming(true);
    let address = placeName ?? '';
    try {
      address = (await queryClient.fetchQuery(reverseGeocodeQueryOptions(point))).address;
    } catch {
      // Without reverse geocoding the point is still worth keeping; the address field stays editable by hand.
    }
    setConfirming(false);
    onConfirm({ lat: point.lat, lng: point.lng, address });
  };

  const status = (): string => {
    if (point === null) return 'Haritaya tıklayarak veya işaretçiyi sürükleyerek konum seçin.';
    if (outsideTurkey) return errorMessages.OUTSIDE_TURKEY;
    if (reverse.data) return reverse.data.address;
    if (reverse.isPending) return 'Adres bulunuyor…';
    return placeName ?? 'Bu nokta için adres bulunamadı; adresi formda elle yazabilirsiniz.';
  };

  const start = initialValue ? { lat: initialValue.lat, lng: initialValue.lng } : DEFAULT_CENTER;

  return (
    <Stack gap="sm">
      <Group align="flex-end" gap="sm" wrap="wrap">
        <Box style={{ flex: '1 1 16rem' }}>
          <PlaceSearch
            onSelect={(place) => {
              pick({ lat: place.lat, lng: place.lng }, place.label);
              setView({ center: { lat: place.lat, lng: place.lng }, zoom: ZOOM.place });
            }}
          />
        </Box>
        <Button
          variant="outline"
          leftSection={<IconCurrentLocation size={18} aria-hidden />}
          loading={locating}
          onClick={locateDevice}
        >
          Mevcut Konumum
        </Button>
      </Group>

      {locationError && (
        <Alert color="red" variant="light" role="alert">
          {locationError}
        </Alert>
      )}

      <Box
        pos="relative"
        style={{ borderRadius: 'var(--mantine-radius-md)', overflow: 'hidden' }}
        h={{ base: '50dvh', sm: 420 }}
      >
        <MapContainer
          center={[start.lat, start.lng]}
          zoom={ZOOM.initial}
          style={{ height: '100%', width: '100%', background: 'var(--mantine-color-gray-1)', cursor: 'crosshair' }}
        >
          <TileLayer
            url={tileUrl}
            attribution={TILE_ATTRIBUTION}
            eventHandlers={{ tileerror: () => setTilesFailed(true) }}
          />
          <ViewController view={view} />
          <ContainerSetup />
          <ClickToPick onPick={(next) => pick(next)} />
          {point && (
            <Marker
              position={[point.lat, point.lng]}
              icon={markerIcon}
              draggable
              title="Seçilen konum"
              alt="Seçilen konum"
              eventHandlers={{
                dragend: (event) => {
                  const moved = (event.target as LeafletMarker).getLatLng();
                  pick({ lat: moved.lat, lng: moved.lng });
                },
              }}
            />
          )}
        </MapContainer>
        {tilesFailed && (
          <TilesFailedNote>
            Harita görüntüsü yüklenemedi. Yine de haritaya tıklayarak, arayarak veya koordinat girerek konum
            seçebilirsiniz.
          </TilesFailedNote>
        )}
      </Box>

      <CoordinateInputs
        point={point}
        onChange={(next) => {
          pick(next);
          setView({ center: next });
        }}
      />

      <Text
        size="sm"
        c={outsideTurkey ? 'red.8' : reverse.data ? undefined : 'dimmed'}
        fw={reverse.data && !outsideTurkey ? 500 : undefined}
        aria-live="polite"
        mih="1.5em"
      >
        {status()}
      </Text>

      <Group justify="flex-end" gap="sm">
        <Button variant="default" onClick={onCancel}>
          İptal
        </Button>
        <Button onClick={confirm} disabled={point === null || outsideTurkey} loading={confirming}>
          Konumu Seç
        </Button>
      </Group>
    </Stack>
  );
}
