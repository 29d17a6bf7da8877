import { firstRegistrationIssue } from '@otousta/shared/schemas/registration';
import { describe, expect, it } from 'vitest';
import { withConsistentChoices } from '../../lib/business-values';
import { emptyRegistration, type RegistrationValues, toFormInput, toPayload } from './registration-values';

const customer: RegistrationValues = {
  ...emptyRegistration,
  firstName: ' Ayşe ',
  lastName: 'Yılmaz',
  email: 'ayse@example.com',
  phone: '0532 123 45 67',
  password: 'gizli-sifre-1',
  confirmPassword: 'gizli-sifre-1',
  city: 'izmir',
  birthDate: '1990-05-17',
  kvkkAccepted: true,
  // Left over from trying the business form: never sent for a customer.
  businessName: 'Usta Oto',
};

describe('registration payload', () => {
  it('sends a customer only the basic fields, without the confirmation', () => {
    expect(toPayload(customer)).toEqual({
      firstName: 'Ayşe',
      lastName: 'Yılmaz',
      email: 'ayse@example.com',
      phone: '0532 123 45 67',
      password: 'gizli-sifre-1',
      city: 'izmir',
      birthDate: '1990-05-17',
      userType: 'musteri',
      kvkkAccepted: true,
      marketingConsent: false,
    });
  });

  it('sends no birth date for a customer who left it empty, and the marketing consent as ticked', () => {
    const payload = toPayload({ ...customer, birthDate: '', marketingConsent: true });
    expect(payload).not.toHaveProperty('birthDate');
    expect(payload).toMatchObject({ kvkkAccepted: true, marketingConsent: true });
  });

  it('sends a business its fields with the map point as latitude and longitude', () => {
    const payload = toPayload({
      ...customer,
      userType: 'isletme',
      businessAddress: 'Kızılay Mah. 1. Sok. No 2',
      businessServices: 'Bakım',
      vehicleType: ['araba'],
      businessSector: ['genel'],
      businessBrand: ['tofas'],
      authorizedBrands: ['tofas'],
      location: { lat: 39.92, lng: 32.85, address: 'Çankaya, Ankara' },
      acceptTerms: true,
    });
    expect(payload).toMatchObject({
      userType: 'isletme',
      businessName: 'Usta Oto',
      businessLatitude: 39.92,
      businessLongitude: 32.85,
      businessBrand: ['tofas'],
      authorizedBrands: ['tofas'],
    });
    expect(payload).not.toHaveProperty('confirmPassword');
    expect(payload).not.toHaveProperty('acceptTerms');
  });

  it('drops hidden brands when towing is the only sector', () => {
    const payload = toPayload({
      ...customer,
      userType: 'isletme',
      vehicleType: ['araba'],
      businessSector: ['cekici'],
      businessBrand: ['tofas'],
      authorizedBrands: ['tofas'],
    });
    expect(payload.businessBrand).toEqual([]);
    expect(payload.authorizedBrands).toEqual([]);
  });
});

describe('business choices', () => {
  it('forgets sectors, brands and authorized brands the vehicle types no longer offer', () => {
    const values = withConsistentChoices({
      ...customer,
      vehicleType: [],
      businessSector: ['genel'],
      businessBrand: ['tofas'],
      authorizedBrands: ['tofas'],
    });
    expect(values.businessSector).toEqual([]);
    expect(values.businessBrand).toEqual([]);
    expect(values.authorizedBrands).toEqual([]);
  });

  it('keeps authorized brands only among the chosen brands', () => {
    const values = withConsistentChoices({
      ...customer,
      vehicleType: ['araba'],
      businessBrand: ['tofas'],
      authorizedBrands: ['tofas', 'alfa-romeo'],
    });
    expect(values.authorizedBrands).toEqual(['tofas']);
  });
});

describe('registration rules on the form values', () => {
  it('lets a customer register without photos', () => {
    expect(firstRegistrationIssue(toFormInput(customer))).toBeUndefined();
  });

  it('asks a business for a map point before its photos', () => {
    const found = firstRegistrationIssue(
      toFormInput({
        ...customer,
        userType: 'isletme',
        businessAddress: 'Kızılay',
        businessServices: 'Bakım',
        vehicleType: ['araba'],
        businessSector: ['cekici'],
        acceptTerms: true,
      }),
    );
    expect(found?.fields).toEqual(['businessLatitude', 'businessLongitude']);
  });
});
