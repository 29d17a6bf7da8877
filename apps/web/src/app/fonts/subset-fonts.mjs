// Makes the two small Inter files the site draws Turkish text with (fonts.css), from @fontsource-variable/inter's
// Latin and Latin Extended files: only the letters, digits and marks Turkish text uses, every weight still in. Run
// again after updating that package:
//   npm install --no-save subset-font@2 && node apps/web/src/app/fonts/subset-fonts.mjs
import { readFileSync, writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import subsetFont from 'subset-font';

const require = createRequire(import.meta.url);
const source = (subset) =>
  readFileSync(require.resolve(`@fontsource-variable/inter/files/inter-${subset}-wght-normal.woff2`));
const range = (from, to) => String.fromCodePoint(...Array.from({ length: to - from + 1 }, (_, i) => from + i));

// Keep in step with the unicode-range of each face in fonts.css.
const subsets = {
  'inter-tr-latin': [
    range(0x20, 0x7e),
    // No-break space, © « ° · », the Turkish â ç î ö û ü (capitals too) and é; other Latin-1 letters are rare here.
    '\u00a0\u00a9\u00ab\u00b0\u00b7\u00bb\u00c2\u00c7\u00ce\u00d6\u00db\u00dc\u00e2\u00e7\u00e9\u00ee\u00f6\u00fb\u00fc',
    '\u0131',
    '\u2013\u2014\u2018\u2019\u201a\u201c\u201d\u201e\u2022\u2026\u2032\u2033\u20ac\u2122\u2212',
  ],
  'inter-tr-ext': ['\u011e\u011f\u0130\u015e\u015f\u20ba'],
};

for (const [name, parts] of Object.entries(subsets)) {
  const from = name === 'inter-tr-latin' ? 'latin' : 'latin-ext';
  const font = await subsetFont(source(from), parts.join(''), {
    targetFormat: 'woff2',
    variationAxes: { wght: { min: 100, max: 900 } },
  });
  writeFileSync(new URL(`./${name}.woff2`, import.meta.url), font);
  console.log(`${name}.woff2: ${font.length} bytes`);
}
