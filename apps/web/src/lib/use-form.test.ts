import { errorMessages } from '@otousta/shared/messages/tr';
import { loginSchema } from '@otousta/shared/schemas/auth';
import { checkoutSchema } from '@otousta/shared/schemas/shop';
import { describe, expect, it } from 'vitest';
import { checkForm } from './use-form';

describe('checking a form with a shared schema', () => {
  it('gives each refused field one Turkish message, the same the API would give', () => {
    const checked = checkForm(loginSchema, { email: '  ', password: '' });
    expect(checked.ok).toBe(false);
    if (checked.ok) return;
    expect(checked.errors).toEqual({ email: errorMessages.EMAIL_REQUIRED, password: errorMessages.PASSWORD_REQUIRED });
  });

  it('puts a message about a nested field under the form field it names', () => {
    const input = {
      deliveryAddress: { fullName: 'Ayşe Kaya', phone: '0532 123 45 67', city: '', district: 'Kadıköy', address: '' },
      paymentMethod: 'kapida-odeme',
    };
    const checked = checkForm(checkoutSchema, input, (path) =>
      String(path[0] === 'deliveryAddress' ? path[1] : path[0]),
    );
    expect(checked.ok).toBe(false);
    if (checked.ok) return;
    expect(checked.errors).toHaveProperty('city');
    expect(checked.errors).toHaveProperty('address');
    expect(checked.errors).not.toHaveProperty('deliveryAddress');
    expect(checked.errors).not.toHaveProperty('fullName');
  });

  it('answers the parsed data when every rule holds', () => {
    const checked = checkForm(loginSchema, { email: ' Ayse@Example.com ', password: 'Gizli123!' });
    expect(checked).toEqual({ ok: true, data: { email: 'ayse@example.com', password: 'Gizli123!' } });
  });
});
