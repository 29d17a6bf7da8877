const lira = new Intl.NumberFormat('tr-TR', { style: 'currency', currency: 'TRY' });

/** Money as people in Turkey read it (spec §9, Turkish locale with the lira symbol): 1249.9 → '₺1.249,90'. */
export const formatPrice = (amount: number): string => lira.format(amount);
