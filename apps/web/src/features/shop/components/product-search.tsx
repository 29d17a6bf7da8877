import { Button, Group, TextInput } from '@mantine/core';
import { IconSearch } from '@tabler/icons-react';
import { type FormEvent, useEffect, useState } from 'react';

interface ProductSearchProps {
  initial: string;
  onSearch: (query: string) => void;
  size?: 'sm' | 'md' | 'lg';
  /** What is searched by: the product search by default, or e.g. the OEM number. */
  label?: string;
  placeholder?: string;
}

/** The shop's search box: searches on submit (Enter or the button), so typing does not refetch per key. */
export function ProductSearch({
  initial,
  onSearch,
  size = 'md',
  label = 'Ürün, marka veya kategori ara',
  placeholder = 'Parça, marka veya kategori...',
}: ProductSearchProps) {
  const [value, setValue] = useState(initial);
  // A cleared filter or a back navigation changes the query from outside.
  useEffect(() => setValue(initial), [initial]);
  const submit = (event: FormEvent) => {
    event.preventDefault();
    onSearch(value.trim());
  };
  return (
    <search aria-label={label}>
      <form onSubmit={submit}>
        <Group gap="xs" wrap="nowrap" align="flex-end">
          <TextInput
            flex={1}
            size={size}
            type="search"
            aria-label={label}
            placeholder={placeholder}
            leftSection={<IconSearch size={18} aria-hidden />}
            value={value}
            onChange={(event) => setValue(event.currentTarget.value)}
          />
          <Button type="submit" size={size}>
            Ara
          </Button>
        </Group>
      </form>
    </search>
  );
}
