import { describe, expect, it } from 'vitest';
import { errorMessages } from '../messages/tr.js';
import { validBusinessDetails } from '../test/valid-inputs.js';
import {
  firstRegistrationError,
  firstRegistrationIssue,
  registrationFormSchema,
  registrationPayloadSchema,
} from './registration.js';

const photo = {};
const customer = {
  firstName: 'Ayşe',
  lastName: 'Yılmaz',
  email: ' Ayse@Example.COM ',
  phone: '0532 123 45 67',
  password: 'gizli-sifre-1',
  confirmPassword: 'gizli-sifre-1',
  city: 'izmir',
  birthDate: '1990-05-17',
  userType: 'musteri',
  kvkkAccepted: true,
};
const business = {
  ...customer,
  userType: 'isletme',
  ...validBusinessDetails,
  acceptTerms: true,
  photos: [photo],
};

describe('registration rules in docs/product.md §5 order', () => {
  it('accepts a complete customer without photos and a complete business with one photo', () => {
    expect(firstRegistrationError(customer)).toBeUndefined();
    expect(firstRegistrationError(business)).toBeUndefined();
  });

  it('reports missing required fields before anything else', () => {
    const input = { ...business, firstName: '  ', confirmPassword: 'x', password: 'short', businessName: '' };
    expect(firstRegistrationIssue(input)).toMatchObject({
      code: 'REQUIRED_FIELDS',
      message: 'Lütfen tüm zorunlu alanları doldurun.',
      fields: ['firstName'],
    });
    expect(firstRegistrationError({})).toBe('Lütfen tüm zorunlu alanları doldurun.');
  });

  it('then a password that differs from its confirmation, then a short password', () => {
    expect(firstRegistrationError({ ...business, password: 'short', confirmPassword: 'other' })).toBe(
      'Şifreler eşleşmiyor!',
    );
    expect(firstRegistrationError({ ...business, password: 'short', confirmPassword: 'short', businessName: '' })).toBe(
      'Şifre en az 8 karakter olmalıdır.',
    );
  });

  it('then the business rules one by one in the order of docs/product.md §5', () => {
    const steps: [Record<string, unknown>, string][] = [
      [{ businessName: '', vehicleType: [] }, 'İşletme adı ve adresi zorunludur!'],
      [{ businessAddress: ' ', vehicleType: [] }, 'İşletme adı ve adresi zorunludur!'],
      [{ vehicleType: [], businessSector: [] }, 'Araç tipi seçmelisiniz!'],
      [{ businessSector: [], businessBrand: [] }, 'En az bir çalışma alanı seçmelisiniz!'],
      [{ businessBrand: [], authorizedBrands: [], businessServices: '' }, 'En az bir marka seçmelisiniz!'],
      [{ businessServices: '', businessLatitude: null }, 'Hizmet açıklaması zorunludur!'],
      [{ businessLatitude: null, photos: [] }, errorMessages.LOCATION_REQUIRED],
      [{ acceptTerms: false, photos: [] }, errorMessages.TERMS_REQUIRED],
      [{ photos: [] }, 'En az bir fotoğraf yüklemelisiniz.'],
      [{ photos: [1, 2, 3, 4, 5, 6] }, 'Maksimum 5 fotoğraf yükleyebilirsiniz.'],
    ];
    for (const [change, message] of steps) expect(firstRegistrationError({ ...business, ...change })).toBe(message);
  });

  it('lets a towing-only business go without brands', () => {
    expect(
      firstRegistrationError({ ...business, businessSector: ['cekici'], businessBrand: [], authorizedBrands: [] }),
    ).toBeUndefined();
    expect(firstRegistrationError({ ...business, businessSector: ['cekici', 'genel'], businessBrand: [] })).toBe(
      'En az bir marka seçmelisiniz!',
    );
  });

  it('lets a customer register without photos but not with more than five', () => {
    expect(firstRegistrationError({ ...customer, photos: [] })).toBeUndefined();
    expect(firstRegistrationError({ ...customer, photos: Array(6).fill(photo) })).toBe(
      'Maksimum 5 fotoğraf yükleyebilirsiniz.',
    );
  });

  it('checks formats of the basic fields after the password rules', () => {
    const cases: [Record<string, unknown>, string][] = [
      [{ email: 'ayse@', password: 'short', confirmPassword: 'short' }, errorMessages.PASSWORD_TOO_SHORT],
      [{ email: 'ayse@' }, errorMessages.INVALID_EMAIL],
      [{ phone: '0212 123 45 67' }, errorMessages.INVALID_PHONE],
      [{ phone: '+1 415 555 0100' }, errorMessages.INVALID_PHONE],
      [{ city: 'atlantis' }, errorMessages.INVALID_CITY],
      [{ birthDate: '1990-02-30' }, errorMessages.INVALID_BIRTH_DATE],
      [{ birthDate: '3000-01-01' }, errorMessages.INVALID_BIRTH_DATE],
      [{ birthDate: `${new Date().getUTCFullYear() - 10}-01-01` }, errorMessages.TOO_YOUNG],
      [{ userType: 'admin' }, errorMessages.INVALID_USER_TYPE],
    ];
    for (const [change, message] of cases) expect(firstRegistrationError({ ...customer, ...change })).toBe(message);
  });

  it('checks options after the business rules: types, sectors and brands a type offers, authorized brands', () => {
    const cases: [Record<string, unknown>, string][] = [
      [{ vehicleType: ['tekne'] }, errorMessages.INVALID_VEHICLE_TYPE],
      [{ businessSector: ['uzay'] }, errorMessages.INVALID_SECTOR],
      [{ businessBrand: ['olmayan-marka'] }, errorMessages.INVALID_BRAND],
      [{ authorizedBrands: ['alfa-romeo'] }, errorMessages.AUTHORIZED_BRANDS_SUBSET],
      [{ businessLatitude: 51.5, businessLongitude: -0.12 }, errorMessages.INVALID_LOCATION],
      [{ instagram: 'javascript:alert(1)' }, errorMessages.INVALID_INSTAGRAM],
      [{ facebook: 'https://evil.example/x' }, errorMessages.INVALID_FACEBOOK],
    ];
    for (const [change, message] of cases) expect(firstRegistrationError({ ...business, ...change })).toBe(message);
  });

  it('lets a customer leave the birth date out, but not a business', () => {
    expect(firstRegistrationError({ ...customer, birthDate: '' })).toBeUndefined();
    expect(firstRegistrationError({ ...customer, birthDate: undefined })).toBeUndefined();
    expect(firstRegistrationIssue({ ...business, birthDate: '' })).toMatchObject({
      code: 'REQUIRED_FIELDS',
      fields: ['birthDate'],
    });
  });

  it('requires every account type to confirm the privacy notice, after the business rules and before photos', () => {
    for (const account of [customer, business]) {
      expect(firstRegistrationIssue({ ...account, kvkkAccepted: false })).toMatchObject({
        code: 'KVKK_REQUIRED',
        message: "Kayıt olmak için Aydınlatma Metni'ni okuduğunuzu onaylamalısınız.",
        fields: ['kvkkAccepted'],
      });
    }
    expect(firstRegistrationError({ ...business, kvkkAccepted: undefined, businessServices: '' })).toBe(
      'Hizmet açıklaması zorunludur!',
    );
    expect(firstRegistrationError({ ...business, kvkkAccepted: false, photos: [] })).toBe(errorMessages.KVKK_REQUIRED);
    // Only a real `true` counts as having read it.
    expect(firstRegistrationIssue({ ...customer, kvkkAccepted: 'true' })?.code).toBe('VALIDATION');
  });

  it('gives the form one issue per concerned field', () => {
    const result = registrationFormSchema.safeParse({ ...business, businessName: '', businessAddress: '' });
    expect(result.success).toBe(false);
    expect(result.error?.issues.map((i) => i.path.join('.'))).toEqual(['businessName', 'businessAddress']);
  });
});

describe('the server payload schema', () => {
  it('has no confirmation, normalises e-mail, phone and social links, and drops business fields of customers', () => {
    const { confirmPassword: _c, acceptTerms: _a, photos: _p, ...payload } = business;
    const parsed = registrationPayloadSchema.parse(payload);
    expect(parsed).toMatchObject({
      email: 'ayse@example.com',
      phone: '+905321234567',
      instagram: 'https://www.instagram.com/ustaoto',
      businessBrand: ['tofas', 'mercedes-benz'],
    });
    const asCustomer = registrationPayloadSchema.parse({ ...payload, userType: 'musteri' });
    expect(asCustomer).toMatchObject({ businessName: null, vehicleType: [], businessLatitude: null, instagram: null });
  });

  it('records the notice as accepted, marketing consent only when given, and no birth date a customer left out', () => {
    const { confirmPassword: _c, ...payload } = customer;
    expect(registrationPayloadSchema.parse(payload)).toMatchObject({ kvkkAccepted: true, marketingConsent: false });
    expect(registrationPayloadSchema.parse({ ...payload, marketingConsent: true }).marketingConsent).toBe(true);
    expect(registrationPayloadSchema.parse({ ...payload, birthDate: '' }).birthDate).toBeNull();
    expect(registrationPayloadSchema.safeParse({ ...payload, kvkkAccepted: false }).error?.issues[0]).toMatchObject({
      path: ['kvkkAccepted'],
      params: { code: 'KVKK_REQUIRED' },
    });
  });

  it('reports the first rule with its code on the issue', () => {
    const result = registrationPayloadSchema.safeParse({ ...customer, password: 'short' });
    expect(result.error?.issues[0]).toMatchObject({
      message: 'Şifre en az 8 karakter olmalıdır.',
      path: ['password'],
      params: { code: 'PASSWORD_TOO_SHORT' },
    });
  });
});
