import { useCallback, useState } from 'react';

export type GeolocationState = { status: 'idle' } | { status: 'locating' } | { status: 'error'; message: string };

/** Positions travel rounded to 4 decimals (about 11 m): enough to find the nearest tow truck, no more. */
const round = (degrees: number) => Math.round(degrees * 10_000) / 10_000;

/** 'lat,lng' of a position, as the listing's `near` carries it. */
export const roundPosition = ({ latitude, longitude }: { latitude: number; longitude: number }) =>
  `${round(latitude)},${round(longitude)}`;

const failure = (error: GeolocationPositionError) =>
  error.code === error.PERMISSION_DENIED
    ? 'Konum izni verilmedi. Tarayıcınızın ayarlarından konum iznini açın ya da bir il ve ilçe seçin.'
    : 'Konumunuz alınamadı. Lütfen tekrar deneyin ya da bir il ve ilçe seçin.';

/** The browser's position, asked only when the visitor taps 'Konumumu kullan'. */
export function useGeolocation(onPosition: (near: string) => void) {
  const [state, setState] = useState<GeolocationState>({ status: 'idle' });

  const locate = useCallback(() => {
    if (!('geolocation' in navigator)) {
      setState({ status: 'error', message: 'Tarayıcınız konum paylaşmayı desteklemiyor. Bir il ve ilçe seçin.' });
      return;
    }
    setState({ status: 'locating' });
    navigator.geolocation.getCurrentPosition(
      (position) => {
        setState({ status: 'idle' });
        onPosition(roundPosition(position.coords));
      },
      (error) => setState({ status: 'error', message: failure(error) }),
      { enableHighAccuracy: true, timeout: 15_000, maximumAge: 60_000 },
    );
  }, [onPosition]);

  return { state, locate, clearError: () => setState({ status: 'idle' }) };
}
