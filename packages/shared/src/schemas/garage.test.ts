import { describe, expect, it } from 'vitest';
import { fitmentInputSchema, historyPdfFilename, oemNumbersFromText, reminderDaysText } from './garage.js';

describe('OEM numbers typed as text', () => {
  it('keeps a number with a space in it whole and splits on lines, commas and semicolons', () => {
    expect(oemNumbersFromText('04465 02220')).toEqual(['0446502220']);
    expect(oemNumbersFromText('04465 02220, 1K0-615-301 AA\n55249977;\n 81210-02160 ')).toEqual([
      '0446502220',
      '1K0615301AA',
      '55249977',
      '8121002160',
    ]);
  });

  it('drops empties and repeats written differently, as the API compares them', () => {
    expect(oemNumbersFromText(' , ;\n')).toEqual([]);
    expect(oemNumbersFromText('04465-02220\n0446502220, 04465 02220')).toEqual(['0446502220']);
  });

  it('gives what the API keeps for the same numbers', () => {
    const typed = '04465 02220, 1k0-615-301 aa';
    const kept = fitmentInputSchema.parse({ vehicles: [], oemNumbers: oemNumbersFromText(typed) }).oemNumbers;
    expect(kept).toEqual(oemNumbersFromText(typed));
  });
});

describe('the service history PDF', () => {
  it('is saved under the plate, however the plate is written', () => {
    expect(historyPdfFilename('35 IZM 35')).toBe('servis-gecmisi-35IZM35.pdf');
    expect(historyPdfFilename('35izm35')).toBe('servis-gecmisi-35IZM35.pdf');
  });
});

describe('reminderDaysText', () => {
  it('tells the owner the days the reminders go, from the same list the reminders are sent by', () => {
    expect(reminderDaysText).toBe('30, 7 ve 1 gün önce');
  });
});
