const lira = new Intl.NumberFormat('tr-TR', { minimumFractionDigits: 0, maximumFractionDigits: 2 });

/** A price in Turkish format with 'TL' (spec §9): 1250000 → '1.250.000 TL', 99.5 → '99,5 TL'. */
export const formatPrice = (amount: number): string => `${lira.format(amount)} TL`;
