/** Money is stored in kuruş (integers, so sums are exact) and shown in lira. */
export const toLira = (kurus: number): number => kurus / 100;
export const toKurus = (lira: number): number => Math.round(lira * 100);
