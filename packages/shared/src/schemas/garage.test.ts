import { describe, expect, it } from 'vitest';
import { reminderDaysText } from './garage.js';

describe('reminderDaysText', () => {
  it('tells the owner the days the reminders go, from the same list the reminders are sent by', () => {
    expect(reminderDaysText).toBe('30, 7 ve 1 gün önce');
  });
});
