import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import './zod-locale';

describe('zod issues without a message of their own', () => {
  it('read in Turkish', () => {
    const result = z.object({ name: z.string() }).safeParse({ name: 42 });
    expect(result.success).toBe(false);
    expect(result.error?.issues[0]?.message).toMatch(/^Geçersiz değer/);
  });
});
