import { normalizeTags, POST_LIMITS, type PostType } from '@otousta/shared/options/posts';
import { carYearSchema, type Post } from '@otousta/shared/schemas/posts';
import { addPickedPhotos } from '../../lib/photo-picks';

export interface PostFormValues {
  type: PostType;
  content: string;
  carBrand: string;
  carModel: string;
  carYear: number | string;
  location: string;
  tags: string;
  serviceType: string;
  serviceDescription: string;
  estimatedDuration: string;
  contactInfo: string;
  price: number | string;
}

export const emptyPostForm: PostFormValues = {
  type: 'general',
  content: '',
  carBrand: '',
  carModel: '',
  carYear: '',
  location: '',
  tags: '',
  serviceType: '',
  serviceDescription: '',
  estimatedDuration: '',
  contactInfo: '',
  price: '',
};

/**
 * The create-post payload (docs/product.md §7): content trimmed, tags split at commas with empties dropped, empty optional
 * fields left out, the service fields only for a service post and the price only for a sale (docs/product.md §2, §5).
 */
export function postPayload(values: PostFormValues): Record<string, unknown> {
  const payload: Record<string, unknown> = { type: values.type, content: values.content.trim() };
  const text = (key: keyof PostFormValues) => {
    const value = String(values[key] ?? '').trim();
    if (value) payload[key] = value;
  };
  text('carBrand');
  text('carModel');
  text('location');
  if (values.carYear !== '' && values.carYear != null) payload.carYear = Number(values.carYear);
  const tags = normalizeTags(values.tags);
  if (tags.length) payload.tags = tags;
  if (values.type === 'service') {
    text('serviceType');
    text('serviceDescription');
    text('estimatedDuration');
    text('contactInfo');
  }
  if (values.type === 'sale' && values.price !== '' && values.price != null) payload.price = Number(values.price);
  return payload;
}

/**
 * What the form cannot send as it is (docs/product.md §5 'Post': the model year from 1900 to next year), by field; the server
 * applies the same rule. A year is never dropped or changed behind the user's back: the rule is shown instead.
 */
export function postFormErrors(values: PostFormValues): { carYear?: string } {
  const year = carYearSchema.safeParse(values.carYear);
  return year.success ? {} : { carYear: year.error.issues[0]?.message };
}

/** The form filled with a post's fields, for editing it. */
export function postFormValues(post: Post): PostFormValues {
  const text = (value: string | null) => value ?? '';
  return {
    type: post.type,
    content: post.content,
    carBrand: text(post.carBrand),
    carModel: text(post.carModel),
    carYear: post.carYear ?? '',
    location: text(post.location),
    tags: post.tags.join(', '),
    serviceType: text(post.serviceType),
    serviceDescription: text(post.serviceDescription),
    estimatedDuration: text(post.estimatedDuration),
    contactInfo: text(post.contactInfo),
    price: post.price ?? '',
  };
}

const clearableFields = [
  'carBrand',
  'carModel',
  'carYear',
  'location',
  'serviceType',
  'serviceDescription',
  'estimatedDuration',
  'contactInfo',
  'price',
] as const;

/** The edit payload (PUT /api/posts/{id}): the create payload, with null for each emptied field so it is cleared. */
export function postEditPayload(values: PostFormValues): Record<string, unknown> {
  return { ...Object.fromEntries(clearableFields.map((key) => [key, null])), tags: [], ...postPayload(values) };
}

/** Adds picked photos to a post (docs/product.md §5 'Post'): at most five. */
export const addPostPhotos = (current: readonly File[], picked: readonly File[]) =>
  addPickedPhotos(current, picked, { max: POST_LIMITS.imagesMax });
