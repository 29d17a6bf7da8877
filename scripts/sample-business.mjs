// A business as the soak run and the fault tests register it: what the registration form asks of one, and a photo.
import sharp from 'sharp';

/** The registration fields of a car service called `name` in Konak, İzmir, `north` degrees north of the others. */
export const sampleBusiness = (name, north = 0) => ({
  firstName: 'Mehmet',
  lastName: 'Usta',
  userType: 'isletme',
  businessName: name,
  businessAddress: 'Alsancak Mah. 1. Sok. No:3, Konak',
  businessServices: 'Periyodik bakım, elektrik ve kaporta işleri',
  vehicleType: ['araba'],
  businessSector: ['genel'],
  businessBrand: ['tofas'],
  authorizedBrands: ['tofas'],
  businessLatitude: 38.4237 + north,
  businessLongitude: 27.1428,
});

/** A small real JPEG for a business's photo (the server sniffs and re-encodes what it is sent). */
export const samplePhoto = () =>
  sharp({ create: { width: 64, height: 48, channels: 3, background: '#3a6ea5' } })
    .jpeg()
    .toBuffer();
