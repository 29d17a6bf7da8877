import { SimpleGrid, Text } from '@mantine/core';
import { productCategories } from '@otousta/shared/options/shop';
import {
  IconAdjustments,
  IconArmchair,
  IconBattery2,
  IconBolt,
  IconCar,
  IconCircleDashed,
  IconDisc,
  IconDroplet,
  IconEngine,
  IconFilter,
  IconSteeringWheel,
  IconWind,
} from '@tabler/icons-react';
import classes from './shop.module.css';

const icons: Record<string, typeof IconEngine> = {
  motor: IconEngine,
  fren: IconDisc,
  egzoz: IconWind,
  jant: IconCircleDashed,
  'ic-mekan': IconArmchair,
  'dis-gorunum': IconCar,
  elektrik: IconBolt,
  suspansiyon: IconAdjustments,
  lastik: IconSteeringWheel,
  akü: IconBattery2,
  filtre: IconFilter,
  yag: IconDroplet,
};

interface CategoryGridProps {
  /** The chosen category, shown pressed; choosing it again clears the filter. */
  selected?: string;
  onSelect: (category: string | undefined) => void;
  /** Active products per category, shown under each name. */
  counts?: readonly { value: string; count: number }[];
  /** Most products first: the home page's 'popular categories'. */
  byPopularity?: boolean;
  /** Show only this many tiles. */
  limit?: number;
}

/** docs/product.md §2: the category grid of the parts pages, as toggle buttons filtering the product grid. */
export function CategoryGrid({ selected, onSelect, counts, byPopularity, limit }: CategoryGridProps) {
  const countOf = new Map(counts?.map((c) => [c.value, c.count]));
  const ordered = byPopularity
    ? [...productCategories].sort((a, b) => (countOf.get(b.value) ?? 0) - (countOf.get(a.value) ?? 0))
    : productCategories;
  return (
    <SimpleGrid cols={{ base: 3, sm: 4, md: 6 }} spacing="sm">
      {ordered.slice(0, limit).map((category) => {
        const Icon = icons[category.value] ?? IconEngine;
        const pressed = selected === category.value;
        const count = countOf.get(category.value);
        return (
          <button
            key={category.value}
            type="button"
            className={classes.categoryTile}
            aria-pressed={pressed}
            onClick={() => onSelect(pressed ? undefined : category.value)}
          >
            <Icon size={28} stroke={1.6} aria-hidden />
            {category.label}
            {count !== undefined && (
              <Text span size="xs" c="dimmed" fw={400}>
                {count} ürün
              </Text>
            )}
          </button>
        );
      })}
    </SimpleGrid>
  );
}
