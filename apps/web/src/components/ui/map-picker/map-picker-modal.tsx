import { Center, Loader, Modal } from '@mantine/core';
import { useMediaQuery } from '@mantine/hooks';
import { lazy, Suspense } from 'react';
import type { PickedLocation } from './map-config';

// Leaflet and its CSS load only when a picker is opened for the first time.
const MapPicker = lazy(() => import('./map-picker'));

export interface MapPickerModalProps {
  opened: boolean;
  onClose: () => void;
  onConfirm: (location: PickedLocation) => void;
  initialValue?: PickedLocation | null;
  title?: string;
  tileUrl?: string;
}

/** The map picker in a dialog: full screen on phones, wide on larger screens. */
export function MapPickerModal({ opened, onClose, onConfirm, initialValue, title, tileUrl }: MapPickerModalProps) {
  const phone = useMediaQuery('(max-width: 48em)');
  return (
    <Modal
      opened={opened}
      onClose={onClose}
      title={title ?? 'Haritadan Konum Seç'}
      size="xl"
      fullScreen={phone}
      centered
      closeButtonProps={{ 'aria-label': 'Kapat' }}
      styles={{ title: { fontWeight: 600 } }}
    >
      <Suspense
        fallback={
          <Center h={320}>
            <Loader aria-label="Harita yükleniyor" />
          </Center>
        }
      >
        <MapPicker
          initialValue={initialValue}
          tileUrl={tileUrl}
          onCancel={onClose}
          onConfirm={(location) => {
            onConfirm(location);
            onClose();
          }}
        />
      </Suspense>
    </Modal>
  );
}
