import type { ComboboxParsedItem, OptionsFilter } from '@mantine/core';
import { foldTurkish } from '@otousta/shared/text/fold';

function filterItems(items: ComboboxParsedItem[], needle: string): ComboboxParsedItem[] {
  return items.flatMap((item): ComboboxParsedItem[] => {
    if ('group' in item) {
      const items = filterItems(item.items, needle) as typeof item.items;
      return items.length ? [{ ...item, items }] : [];
    }
    return foldTurkish(item.label).includes(needle) ? [item] : [];
  });
}

/**
 * The search of Select and MultiSelect with Turkish folding (docs/decisions/017-turkish-text-folding.md): 'izmir',
 * 'İZMİR' and 'Izmir' all find İzmir, 'sanliurfa' finds Şanlıurfa.
 */
export const turkishOptionsFilter: OptionsFilter = ({ options, search }) => {
  const needle = foldTurkish(search);
  return needle ? filterItems(options, needle) : options;
};
