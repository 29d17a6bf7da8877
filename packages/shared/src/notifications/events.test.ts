import { describe, expect, it } from 'vitest';
import { notificationSubject, notificationTypes } from './events.js';

describe('notificationSubject', () => {
  it('groups every appointment type under one subject, so a page listening to it hears a completed job too', () => {
    const appointmentTypes = notificationTypes.filter((type) => notificationSubject(type) === 'appointment');
    expect(appointmentTypes).toContain('appointment.completed');
    expect(appointmentTypes).toContain('appointment.requested');
    expect(appointmentTypes.every((type) => type.startsWith('appointment.'))).toBe(true);
  });

  it('takes a type without a dot as its own subject', () => {
    expect(notificationSubject('announcement')).toBe('announcement');
    expect(notificationSubject('quote.offered')).toBe('quote');
  });
});
