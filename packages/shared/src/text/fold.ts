/**
 * Folds Turkish text for matching (architecture.md decision 13): Turkish-locale lower case (İ→i, I→ı), then the
 * letters with diacritics to their plain forms, so 'İZMİR', 'Izmir' and 'izmir' all meet, and 'sanliurfa' finds
 * 'Şanlıurfa'. TODO(options): tests.
 */
export function foldTurkish(text: string): string {
  return text
    .toLocaleLowerCase('tr-TR')
    .replace(/[ıi̇]/g, 'i')
    .replace(/ş/g, 's')
    .replace(/ğ/g, 'g')
    .replace(/ü/g, 'u')
    .replace(/ö/g, 'o')
    .replace(/ç/g, 'c')
    .normalize('NFD')
    .replace(/\p{M}/gu, '')
    .trim();
}
