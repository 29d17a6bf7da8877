import { Group, TextInput } from '@mantine/core';
import { type KeyboardEvent, useEffect, useState } from 'react';
import { formatCoordinate, type LatLng } from './map-config';

interface CoordinateInputsProps {
  point: LatLng | null;
  onChange: (point: LatLng) => void;
}

/** Accepts the Turkish decimal comma as well as a point. */
function parseCoordinate(text: string, limit: number): number | null {
  const value = Number(text.trim().replace(',', '.'));
  return text.trim() !== '' && Number.isFinite(value) && Math.abs(value) <= limit ? value : null;
}

/**
 * Latitude and longitude of the chosen point, six decimals (docs/product.md §9), also typeable so the point can be set
 * without a pointer. A typed value is applied on Enter or when the field is left.
 */
export function CoordinateInputs({ point, onChange }: CoordinateInputsProps) {
  const [lat, setLat] = useState('');
  const [lng, setLng] = useState('');
  const [error, setError] = useState<{ lat?: string; lng?: string }>({});

  useEffect(() => {
    setLat(point ? formatCoordinate(point.lat) : '');
    setLng(point ? formatCoordinate(point.lng) : '');
    setError({});
  }, [point]);

  const apply = (fromKeyboard: boolean) => {
    // Leaving one field for the other must not complain about the one not typed yet.
    if (!fromKeyboard && (lat.trim() === '' || lng.trim() === '')) return;
    const parsedLat = parseCoordinate(lat, 90);
    const parsedLng = parseCoordinate(lng, 180);
    setError({
      lat: parsedLat === null ? 'Geçerli bir enlem girin.' : undefined,
      lng: parsedLng === null ? 'Geçerli bir boylam girin.' : undefined,
    });
    if (parsedLat === null || parsedLng === null) return;
    if (point && formatCoordinate(point.lat) === lat && formatCoordinate(point.lng) === lng) return;
    onChange({ lat: parsedLat, lng: parsedLng });
  };

  const onKeyDown = (event: KeyboardEvent<HTMLInputElement>) => {
    if (event.key === 'Enter') {
      event.preventDefault();
      apply(true);
    }
  };

  const axes = [
    { label: 'Enlem', placeholder: '39.933400', value: lat, error: error.lat, set: setLat },
    { label: 'Boylam', placeholder: '32.859700', value: lng, error: error.lng, set: setLng },
  ];

  return (
    <Group grow gap="sm" align="flex-start">
      {axes.map(({ label, set, ...input }) => (
        <TextInput
          key={label}
          label={label}
          inputMode="decimal"
          {...input}
          onChange={(event) => set(event.currentTarget.value)}
          onBlur={() => apply(false)}
          onKeyDown={onKeyDown}
        />
      ))}
    </Group>
  );
}
