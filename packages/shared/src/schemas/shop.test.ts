import { describe, expect, it } from 'vitest';
import { errorMessages } from '../messages/tr.js';
import { validSellerApplication as application } from '../test/valid-inputs.js';
import {
  discountPercent,
  isValidVkn,
  newProductInputSchema,
  productInputSchema,
  sellerApplicationSchema,
  vknCheckDigit,
} from './shop.js';

describe('VKN check digit', () => {
  it('accepts a tax number whose last digit matches and refuses one digit off', () => {
    expect(isValidVkn('1234567890')).toBe(true);
    expect(isValidVkn('1234567891')).toBe(false);
    expect(isValidVkn('123456789')).toBe(false);
    expect(isValidVkn('12345678901')).toBe(false);
    expect(isValidVkn('12345a7890')).toBe(false);
  });

  it('computes the Gelir İdaresi check digit, including the 9 substitution', () => {
    expect(vknCheckDigit('000000000')).toBe(1);
    expect(vknCheckDigit('987654321')).toBe(7);
  });
});

describe('seller application form rules (docs/product.md §5)', () => {
  it('normalises the tax number and the phone', () => {
    const parsed = sellerApplicationSchema.parse({ ...application, taxNumber: '123 456 7890' });
    expect(parsed.taxNumber).toBe('1234567890');
    expect(parsed.businessPhone).toBe('+902125551234');
  });

  it('names every missing field with the Turkish required message', () => {
    const result = sellerApplicationSchema.safeParse({});
    const byField = Object.fromEntries(result.error!.issues.map((i) => [i.path.join('.'), i.message]));
    expect(byField.businessName).toBe(errorMessages.REQUIRED_FIELDS);
    expect(byField.businessType).toBe(errorMessages.INVALID_BUSINESS_TYPE);
    expect(byField.yearsInBusiness).toBe(errorMessages.INVALID_YEARS_IN_BUSINESS);
  });

  it('refuses a tax number with a wrong check digit and an unknown business type', () => {
    const result = sellerApplicationSchema.safeParse({ ...application, taxNumber: '1234567891', businessType: 'xyz' });
    expect(result.error!.issues.map((i) => i.message)).toEqual([
      errorMessages.INVALID_TAX_NUMBER,
      errorMessages.INVALID_BUSINESS_TYPE,
    ]);
  });
});

describe('product form rules (docs/product.md §5)', () => {
  it('gives the documented message of each invalid field', () => {
    const result = productInputSchema.safeParse({ name: ' ', description: '', price: 0, stock: -1 });
    const byField = Object.fromEntries(result.error!.issues.map((i) => [i.path.join('.'), i.message]));
    expect(byField).toEqual({
      name: 'Ürün adı gereklidir',
      description: 'Ürün açıklaması gereklidir',
      price: 'Geçerli bir fiyat giriniz',
      stock: 'Geçerli bir stok miktarı giriniz',
      category: 'Kategori seçiniz',
      brand: 'Marka gereklidir',
      condition: errorMessages.CONDITION_REQUIRED,
    });
  });

  it("asks a new product for a fitting vehicle, an OEM number or 'Evrensel', under its fitment", () => {
    const product = {
      name: 'Balata',
      description: 'Ön',
      price: 10,
      stock: 1,
      category: 'fren',
      brand: 'Bosch',
      condition: 'new',
    };
    const refusal = (extra: Record<string, unknown>) =>
      newProductInputSchema.safeParse({ ...product, ...extra }).error?.issues.map((i) => [i.path.join('.'), i.message]);
    expect(refusal({})).toEqual([['fitment', errorMessages.FITMENT_REQUIRED]]);
    expect(refusal({ universal: false, fitment: { vehicles: [], oemNumbers: [] } })).toEqual([
      ['fitment', errorMessages.FITMENT_REQUIRED],
    ]);
    expect(refusal({ universal: true })).toBeUndefined();
    expect(refusal({ fitment: { vehicles: [], oemNumbers: ['04465 02220'] } })).toBeUndefined();
    // An edit keeps what the product says: the rule is the new product's.
    expect(productInputSchema.safeParse(product).success).toBe(true);
  });

  it('takes prices in kuruş precision only and an original price only above the price', () => {
    const base = {
      name: 'Fren balatası',
      description: 'Ön takım',
      stock: 3,
      category: 'fren',
      brand: 'Bosch',
      condition: 'new',
    };
    expect(productInputSchema.safeParse({ ...base, price: 19.999 }).success).toBe(false);
    expect(productInputSchema.safeParse({ ...base, price: 19.99, originalPrice: 10 }).success).toBe(false);
    expect(productInputSchema.parse({ ...base, price: 19.99, originalPrice: 24.99 }).originalPrice).toBe(24.99);
  });

  it('rounds the discount percent from the original and current price (docs/product.md §9)', () => {
    expect(discountPercent(75, 100)).toBe(25);
    expect(discountPercent(66.5, 100)).toBe(34);
    expect(discountPercent(100, null)).toBeNull();
    expect(discountPercent(100, 90)).toBeNull();
  });

  it('never shows 100 % off for a price above zero, nor 0 % off for a real discount', () => {
    expect(discountPercent(0.5, 1000)).toBe(99);
    expect(discountPercent(999.9, 1000)).toBe(1);
  });
});
