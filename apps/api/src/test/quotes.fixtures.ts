/** A valid 'Teklif İste' body (POST /api/quotes): an İzmir brake job on a Fiat; `overrides` change or add fields. */
export const quoteRequest = (overrides: Record<string, unknown> = {}) => ({
  vehicleType: 'araba',
  brand: 'fiat',
  model: 'Egea',
  year: 2019,
  sector: 'fren',
  city: 'izmir',
  district: 'Karşıyaka',
  description: 'Fren pedalı yumuşadı ve frenlerken sağa çekiyor, bakım gerekiyor.',
  urgency: 'bu-hafta',
  ...overrides,
});
