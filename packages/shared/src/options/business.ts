import { optionsOf } from './vehicles.js';

/** Seller application lists (docs/product.md §3). */
export const businessTypes = optionsOf({
  limited: 'Limited Şirketi',
  anonim: 'Anonim Şirketi',
  kollektif: 'Kollektif Şirketi',
  komandit: 'Komandit Şirketi',
  sahis: 'Şahıs Şirketi',
  kooperatif: 'Kooperatif',
});

export const yearsInBusiness = optionsOf({
  '0-1': '0-1 yıl',
  '1-3': '1-3 yıl',
  '3-5': '3-5 yıl',
  '5-10': '5-10 yıl',
  '10+': '10 yıldan fazla',
});
