// Inputs that pass every rule, as the forms send them: the starting point of the tests of those rules, here and in
// the API, so both check the same data.

/** A seller application (docs/product.md §3 'Seller application'). */
export const validSellerApplication = {
  taxNumber: '1234567890',
  businessName: 'Usta Yedek Parça Ltd. Şti.',
  businessPhone: '0212 555 12 34',
  businessAddress: 'Merkez Mah. Sanayi Cad. No: 5, İkitelli, İstanbul',
  businessDescription: 'Binek araçlar için orijinal ve yan sanayi fren ve motor parçaları.',
  businessType: 'limited',
  yearsInBusiness: '5-10',
} as const;

/** What a business registers beside the fields every account has (docs/product.md §2 'Registration'). */
export const validBusinessDetails = {
  businessName: 'Usta Oto Servis',
  businessAddress: 'Alsancak Mah. 1. Sok. No:3, Konak',
  businessServices: 'Periyodik bakım, elektrik ve kaporta işleri',
  vehicleType: ['araba'],
  businessSector: ['genel'],
  businessBrand: ['tofas', 'mercedes-benz'],
  authorizedBrands: ['tofas'],
  businessLatitude: 38.4237,
  businessLongitude: 27.1428,
  instagram: '@ustaoto',
};
