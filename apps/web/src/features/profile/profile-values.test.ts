import type { OwnUser } from '@otousta/shared/schemas/user';
import { describe, expect, it } from 'vitest';
import { withConsistentChoices } from '../../lib/business-values';
import { checkForm } from '../../lib/use-form';
import {
  formatPhone,
  type ProfileValues,
  profileFieldOf,
  profileFormSchema,
  toProfileChanges,
  toProfileValues,
} from './profile-values';

/** The messages the form shows for these changes. */
function errorsOf(changes: unknown, userType: OwnUser['userType']) {
  const checked = checkForm<ProfileValues, unknown>(profileFormSchema(userType), changes, profileFieldOf);
  return checked.ok ? {} : checked.errors;
}

const user: OwnUser = {
  _id: 'u1',
  id: 'u1',
  firstName: 'Ayşe',
  lastName: 'Yılmaz',
  userType: 'isletme',
  city: 'izmir',
  photos: [],
  businessName: 'Usta Oto',
  vehicleType: ['araba', 'motorsiklet'],
  businessSector: ['motor', 'lpg-servisi'],
  businessBrand: ['tofas', 'honda'],
  authorizedBrands: ['tofas', 'honda'],
  businessServices: 'Bakım',
  businessAddress: 'Konak/İzmir',
  businessLatitude: 38.42,
  businessLongitude: 27.14,
  instagram: null,
  facebook: null,
  rating: 0,
  reviewCount: 0,
  responseTimeMinutes: null,
  responseRate: null,
  isOnline: false,
  isVerified: false,
  isActive: true,
  lastSeen: null,
  createdAt: '2025-03-01T10:00:00.000Z',
  email: 'ayse@example.com',
  phone: '+905321234567',
  birthDate: '1990-05-17',
  preferences: {},
  role: 'user',
  eCommerceIsVerified: false,
  sellerApplication: null,
};

describe('profile form values', () => {
  it('shows a stored E.164 phone number the way people write it', () => {
    expect(toProfileValues(user).phone).toBe('0532 123 45 67');
    expect(formatPhone('+905321234567')).toBe('0532 123 45 67');
  });

  it('drops the sectors and brands a removed vehicle type offered, and their authorized brands', () => {
    const values = withConsistentChoices({ ...toProfileValues(user), vehicleType: ['motorsiklet'] });
    // LPG service exists for cars only; Tofaş builds no motorcycles.
    expect(values.businessSector).toEqual(['motor']);
    expect(values.businessBrand).toEqual(['honda']);
    expect(values.authorizedBrands).toEqual(['honda']);
  });

  it('keeps authorized brands among the chosen brands only (docs/product.md §5)', () => {
    expect(withConsistentChoices({ ...toProfileValues(user), businessBrand: ['honda'] }).authorizedBrands).toEqual([
      'honda',
    ]);
  });

  it('sends business fields for a business, with no brands when towing is its only sector', () => {
    const values = { ...toProfileValues(user), businessSector: ['cekici'], instagram: '  ' };
    const changes = toProfileChanges(values, 'isletme');
    expect(changes).toMatchObject({
      businessName: 'Usta Oto',
      businessBrand: [],
      authorizedBrands: [],
      instagram: null,
    });
    expect(changes).not.toHaveProperty('preferences');
  });

  it("sends a business's moved map pin as its coordinates", () => {
    expect(toProfileValues(user).location).toEqual({ lat: 38.42, lng: 27.14, address: 'Konak/İzmir' });
    const moved = { ...toProfileValues(user), location: { lat: 40.985, lng: 29.055, address: 'Kadıköy, İstanbul' } };
    expect(toProfileChanges(moved, 'isletme')).toMatchObject({ businessLatitude: 40.985, businessLongitude: 29.055 });
    expect(toProfileChanges(moved, 'musteri')).not.toHaveProperty('businessLatitude');
  });

  it('sends preferences and never business fields for a customer (docs/product.md §5)', () => {
    const values = { ...toProfileValues({ ...user, userType: 'musteri' }), preferredCity: 'ankara' };
    const changes = toProfileChanges(values, 'musteri');
    expect(changes.preferences).toEqual({ city: 'ankara' });
    for (const field of ['businessName', 'vehicleType', 'businessBrand', 'instagram']) {
      expect(changes).not.toHaveProperty(field);
    }
  });

  it('lets a customer without a birth date save the profile without giving one', () => {
    const customer = { ...user, userType: 'musteri' as const, birthDate: null };
    const changes = toProfileChanges(toProfileValues(customer), 'musteri');
    expect(changes).not.toHaveProperty('birthDate');
    expect(errorsOf(changes, 'musteri')).toEqual({});
  });

  it('reports the shared profile rules on the form fields', () => {
    const values = { ...toProfileValues(user), firstName: ' ', phone: '123', preferredCity: '' };
    const errors = errorsOf(toProfileChanges(values, 'isletme'), 'isletme');
    expect(errors.firstName).toBe('Lütfen tüm zorunlu alanları doldurun.');
    expect(errors.phone).toBe('Geçerli bir cep telefonu numarası girin (ör. 0532 123 45 67).');
    expect(errors.lastName).toBeUndefined();
  });

  it('maps a preference rule to the preference field of the form', () => {
    const values = { ...toProfileValues({ ...user, userType: 'musteri' }), preferredCity: 'atlantis' };
    expect(errorsOf(toProfileChanges(values, 'musteri'), 'musteri').preferredCity).toBe('Geçerli bir şehir seçin.');
  });

  it('refuses authorized brands outside the chosen brands for a business', () => {
    const values = { ...toProfileValues(user), authorizedBrands: ['mercedes-benz'] };
    expect(errorsOf(toProfileChanges(values, 'isletme'), 'isletme').authorizedBrands).toBe(
      'Yetkili servis markaları yalnızca seçtiğiniz markalardan olabilir.',
    );
  });
});
