import { type PostType, postTypeLabels } from '@otousta/shared/options/posts';
import {
  IconAdjustments,
  IconBuildingStore,
  IconCurrencyLira,
  IconMessageCircle,
  IconSettings,
  IconTool,
} from '@tabler/icons-react';

const icons = {
  general: IconMessageCircle,
  repair: IconTool,
  maintenance: IconSettings,
  modification: IconAdjustments,
  sale: IconCurrencyLira,
  service: IconBuildingStore,
} as const;

/** The icon and label of a post type (docs/product.md §2 'Post card'). */
export function PostTypeIcon({ type, size = 16 }: { type: PostType; size?: number }) {
  const Icon = icons[type];
  return <Icon size={size} aria-hidden />;
}

export const postTypeLabel = (type: PostType) => postTypeLabels[type];
