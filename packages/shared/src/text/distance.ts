const km = new Intl.NumberFormat('tr-TR', { minimumFractionDigits: 1, maximumFractionDigits: 1 });

/** A distance as cards show it: '2,4 km'; under 100 m '0,1 km' at least, so nothing reads as 0. */
export const formatDistanceKm = (distanceKm: number): string => `${km.format(Math.max(0.1, distanceKm))} km`;
