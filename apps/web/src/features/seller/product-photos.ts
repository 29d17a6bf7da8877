import { SHOP_LIMITS } from '@otousta/shared/schemas/shop';
import { addPickedPhotos, type PickedPhotos } from '../../lib/photo-picks';

/** Adds picked files to a product's new photos (docs/product.md §5 'Product form'): saved plus new may not pass ten. */
export const addProductPhotos = (savedCount: number, current: readonly File[], picked: readonly File[]): PickedPhotos =>
  addPickedPhotos(current, picked, { max: SHOP_LIMITS.productPhotosMax, kept: savedCount });
