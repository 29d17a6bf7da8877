import { Group, Input, ScrollArea, SegmentedControl, Text } from '@mantine/core';
import type { Option } from '@otousta/shared/options/vehicles';
import { foldTurkish } from '@otousta/shared/text/fold';
import { useId, useMemo, useState } from 'react';
import { SearchInput } from '../../../components/ui/search-input';
import { ChipChoices } from './chip-choices';

/** docs/product.md §2: a quick filter by the letters most brands start with. */
const LETTERS = ['Tümü', 'A', 'B', 'M', 'T'] as const;

interface BrandPickerProps {
  options: readonly Option[];
  value: readonly string[];
  onChange: (value: string[]) => void;
  error?: string | null;
}

/** Brands offered for the chosen vehicle types, as chips, narrowed by a letter and a search box. */
export function BrandPicker({ options, value, onChange, error }: BrandPickerProps) {
  const [letter, setLetter] = useState<(typeof LETTERS)[number]>('Tümü');
  const [search, setSearch] = useState('');
  const id = useId();

  const shown = useMemo(() => {
    const folded = foldTurkish(search);
    const initial = letter === 'Tümü' ? '' : foldTurkish(letter);
    return options.filter((option) => {
      const label = foldTurkish(option.label);
      return label.startsWith(initial) && label.includes(folded);
    });
  }, [options, letter, search]);

  return (
    <Input.Wrapper
      label="Markalar"
      required
      description={`Hizmet verdiğiniz markaları seçin (${value.length} seçili).`}
      error={error}
      labelElement="div"
      id={id}
    >
      <Group gap="xs" mt={6} wrap="wrap" align="flex-end">
        <SegmentedControl
          aria-label="Baş harfe göre süz"
          size="sm"
          data={[...LETTERS]}
          value={letter}
          onChange={(next) => setLetter(next as (typeof LETTERS)[number])}
        />
        <SearchInput
          label="Marka ara"
          placeholder="Marka ara"
          size="sm"
          iconSize={14}
          value={search}
          onSearch={setSearch}
          style={{ flex: '1 1 10rem' }}
        />
      </Group>
      <ScrollArea.Autosize mah={220} mt="xs" type="auto" offsetScrollbars>
        <ChipChoices
          options={shown}
          value={value}
          onChange={onChange}
          aria-labelledby={`${id}-label`}
          aria-describedby={`${id}-description`}
        />
        {shown.length === 0 && (
          <Text size="sm" c="dimmed">
            Bu filtreyle eşleşen marka yok.
          </Text>
        )}
      </ScrollArea.Autosize>
    </Input.Wrapper>
  );
}
