import { Box, Button, Paper } from '@mantine/core';
import type { ListedBusiness } from '@otousta/shared/schemas/listing';
import { IconList, IconMap } from '@tabler/icons-react';
import { lazy, type ReactNode, Suspense, useEffect, useState } from 'react';
import { ListingSpinner } from './listing-states';

// The map's code (Leaflet and its clustering) loads only when a visitor opens the map.
const ResultsMap = lazy(() => import('./results-map').then((m) => ({ default: m.ResultsMap })));

export type ResultsViewMode = 'list' | 'map';

/**
 * 'Liste' / 'Harita': how the page's businesses are shown. Two pressed-state buttons rather than a segmented control,
 * whose sliding indicator is drawn again once the page is taken over from the server's HTML.
 */
export function ResultsViewToggle({
  value,
  onChange,
}: {
  value: ResultsViewMode;
  onChange: (v: ResultsViewMode) => void;
}) {
  const option = (mode: ResultsViewMode, label: string, icon: ReactNode) => (
    <Button
      variant={value === mode ? 'filled' : 'default'}
      aria-pressed={value === mode}
      leftSection={icon}
      onClick={() => onChange(mode)}
    >
      {label}
    </Button>
  );
  return (
    <Button.Group>
      {option('list', 'Liste', <IconList size={16} aria-hidden />)}
      {option('map', 'Harita', <IconMap size={16} aria-hidden />)}
    </Button.Group>
  );
}

/** The page's businesses on a map; a pin shows its business's card under the map. */
export function ResultsMapView({
  businesses,
  renderCard,
  onSearchArea,
}: {
  businesses: ListedBusiness[];
  renderCard: (business: ListedBusiness) => ReactNode;
  onSearchArea?: (bbox: string) => void;
}) {
  const [open, setOpen] = useState<ListedBusiness | null>(null);
  // Another page has other pins: a card of the previous one goes.
  useEffect(
    () => setOpen((current) => (current && businesses.some((b) => b.id === current.id) ? current : null)),
    [businesses],
  );
  return (
    <Box>
      <Suspense fallback={<ListingSpinner />}>
        <ResultsMap businesses={businesses} onOpen={setOpen} onSearchArea={onSearchArea} />
      </Suspense>
      {open && (
        <Paper mt="md" maw={420} aria-live="polite" data-testid="map-card">
          {renderCard(open)}
        </Paper>
      )}
    </Box>
  );
}
