import { describe, expect, it } from 'vitest';
import { foldTurkish } from './fold.js';

describe('foldTurkish', () => {
  it('lets every casing of İzmir find İzmir', () => {
    const forms = ['İZMİR', 'Izmir', 'izmir', 'İzmir', 'IZMIR', ' izmir '];
    expect(new Set(forms.map(foldTurkish))).toEqual(new Set(['izmir']));
  });

  it('matches names typed without Turkish letters', () => {
    expect(foldTurkish('Şanlıurfa')).toBe(foldTurkish('sanliurfa'));
    expect(foldTurkish('Kahramanmaraş')).toBe('kahramanmaras');
    expect(foldTurkish('Gümüşhane')).toBe('gumushane');
    expect(foldTurkish('Çanakkale')).toBe('canakkale');
    expect(foldTurkish('Muğla')).toBe('mugla');
    expect(foldTurkish('Hakkâri')).toBe('hakkari');
  });

  it('treats the dotless capital I as Turkish (ISPARTA is Isparta)', () => {
    expect(foldTurkish('ISPARTA')).toBe(foldTurkish('Isparta'));
    expect(foldTurkish('ISPARTA')).toBe('isparta');
    expect(foldTurkish('IĞDIR')).toBe(foldTurkish('Iğdır'));
  });

  it('folds a decomposed capital İ (I + combining dot) like the composed one', () => {
    expect(foldTurkish('I\u0307STANBUL')).toBe('istanbul');
    expect(foldTurkish('İSTANBUL')).toBe('istanbul');
  });

  it('keeps words apart but collapses repeated spaces', () => {
    expect(foldTurkish('Mercedes  Benz')).toBe('mercedes benz');
    expect(foldTurkish('Alfa Romeo')).not.toBe(foldTurkish('AlfaRomeo'));
  });
});
