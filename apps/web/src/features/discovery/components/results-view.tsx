import { Box, Paper, SegmentedControl } from '@mantine/core';
import type { ListedBusiness } from '@otousta/shared/schemas/listing';
import { IconList, IconMap } from '@tabler/icons-react';
import { lazy, type ReactNode, Suspense, useEffect, useState } from 'react';
import { ListingSpinner } from './listing-states';

// The map's code (Leaflet and its clustering) loads only when a visitor opens the map.
const ResultsMap = lazy(() => import('./results-map').then((m) => ({ default: m.ResultsMap })));

export type ResultsViewMode = 'list' | 'map';

/** 'Liste' / 'Harita': how the page's businesses are shown. */
export function ResultsViewToggle({
  value,
  onChange,
}: {
  value: ResultsViewMode;
  onChange: (v: ResultsViewMode) => void;
}) {
  return (
    <SegmentedControl
      aria-label="Görünüm"
      value={value}
      onChange={(v) => onChange(v as ResultsViewMode)}
      data={[
        {
          value: 'list',
          label: (
            <Box component="span" style={{ display: 'inline-flex', gap: 6, alignItems: 'center' }}>
              <IconList size={16} aria-hidden /> Liste
            </Box>
          ),
        },
        {
          value: 'map',
          label: (
            <Box component="span" style={{ display: 'inline-flex', gap: 6, alignItems: 'center' }}>
              <IconMap size={16} aria-hidden /> Harita
            </Box>
          ),
        },
      ]}
    />
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
