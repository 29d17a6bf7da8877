import { z } from 'zod';
import { errorMessages } from '../messages/tr.js';
import { maxCarYear, normalizeTags, POST_LIMITS, type PostType, postTypes } from '../options/posts.js';
import { countedPageSchema, entityIds, idSchema, pageLimitSchema, pageQuerySchema, timestamps } from './api.js';
import { userTypeSchema } from './user.js';

export {
  maxCarYear,
  normalizeTags,
  POST_LIMITS,
  type PostType,
  postTypeChipOrder,
  postTypeLabels,
  postTypes,
  tagKey,
} from '../options/posts.js';

import { trimmedText } from './trimmed-text.js';

export const postTypeSchema = z.enum(postTypes, { error: errorMessages.INVALID_POST_TYPE });

const blankToUndefined = (value: unknown) =>
  value === null || (typeof value === 'string' && value.trim() === '') ? undefined : value;

const optionalText = (max: number) =>
  z.preprocess(
    blankToUndefined,
    z.string({ error: errorMessages.VALIDATION }).trim().max(max, errorMessages.TEXT_TOO_LONG).optional(),
  );

/** A number typed in a form field arrives as text; Turkish decimals use a comma. */
const numeric = (value: unknown) => {
  const v = blankToUndefined(value);
  if (typeof v !== 'string') return v;
  const normalized = v.trim().replace(/\s/g, '').replace(',', '.');
  return /^-?\d+(\.\d+)?$/.test(normalized) ? Number(normalized) : v;
};

export const postContentSchema = trimmedText(
  errorMessages.POST_CONTENT_REQUIRED,
  1,
  POST_LIMITS.contentMax,
  errorMessages.POST_CONTENT_TOO_LONG,
);

export const carYearSchema = z.preprocess(
  numeric,
  z
    .number({ error: errorMessages.INVALID_CAR_YEAR })
    .int(errorMessages.INVALID_CAR_YEAR)
    .min(POST_LIMITS.yearMin, errorMessages.INVALID_CAR_YEAR)
    .refine((year) => year <= maxCarYear(), errorMessages.INVALID_CAR_YEAR)
    .optional(),
);

export const priceSchema = z.preprocess(
  numeric,
  z
    .number({ error: errorMessages.INVALID_PRICE })
    .min(0, errorMessages.INVALID_PRICE)
    .max(1_000_000_000, errorMessages.INVALID_PRICE)
    .optional(),
);

const tagsSchema = z
  .preprocess(
    (value) => (value == null ? [] : value),
    z.union([z.string(), z.array(z.string())], { error: errorMessages.VALIDATION }),
  )
  .transform(normalizeTags)
  .pipe(
    z
      .array(z.string().max(POST_LIMITS.tagMax, errorMessages.TEXT_TOO_LONG))
      .max(POST_LIMITS.tagsMax, errorMessages.TOO_MANY_TAGS),
  );

const postFields = {
  content: postContentSchema,
  type: postTypeSchema.default('general'),
  tags: tagsSchema.default([]),
  location: optionalText(POST_LIMITS.fieldMax),
  carBrand: optionalText(POST_LIMITS.fieldMax),
  carModel: optionalText(POST_LIMITS.fieldMax),
  carYear: carYearSchema,
  price: priceSchema,
  serviceType: optionalText(POST_LIMITS.fieldMax),
  serviceDescription: optionalText(POST_LIMITS.serviceDescriptionMax),
  estimatedDuration: optionalText(POST_LIMITS.fieldMax),
  contactInfo: optionalText(POST_LIMITS.fieldMax),
};

/** Service fields belong to service posts and the price to sale posts (docs/product.md §2 'Post dialog'); others drop them. */
function keepTypeFields<T extends Partial<Record<keyof typeof postFields, unknown>> & { type?: PostType }>(post: T) {
  const result = { ...post };
  if (post.type !== 'service') {
    delete result.serviceType;
    delete result.serviceDescription;
    delete result.estimatedDuration;
    delete result.contactInfo;
  }
  if (post.type !== 'sale') delete result.price;
  return result;
}

/** The post's fields as a form names them: the JSON body or `postData` of POST /api/posts, or its plain form fields. */
export const postFieldsSchema = z.object(postFields, { error: errorMessages.VALIDATION });

/** POST /api/posts: the post's fields; images travel as `images` files of a multipart form. */
export const createPostSchema = postFieldsSchema.transform((post) => keepTypeFields(post));
export type CreatePostInput = z.input<typeof createPostSchema>;
export type CreatePostData = z.output<typeof createPostSchema>;

/** In an edit, null or an empty text clears an optional field (null), while a field left out stays undefined. */
const clearable = <T extends z.ZodType>(field: T) =>
  z.preprocess(
    (value) => (blankToUndefined(value) === undefined && value !== undefined ? null : value),
    field.nullable(),
  );

/**
 * The saved photos an edit keeps, in order (a form may repeat the field; one empty field keeps none). Left out, every
 * saved photo stays; new `images` files come after the kept ones.
 */
const keepImagesSchema = z
  .preprocess(
    (value) => (typeof value === 'string' ? [value] : value),
    z.array(z.string({ error: errorMessages.VALIDATION }).max(300), { error: errorMessages.VALIDATION }),
  )
  .transform((urls) => urls.filter((url) => url.trim() !== ''))
  .pipe(z.array(z.string()).max(POST_LIMITS.imagesMax, errorMessages.TOO_MANY_PHOTOS))
  .optional();

/**
 * PUT /api/posts/{id}: the content and any other create field, checked by the same rules. Fields left out keep their
 * value; null or '' clears an optional one, and an empty tag list clears the tags.
 */
export const updatePostSchema = z.object(
  {
    content: postContentSchema,
    type: postTypeSchema.optional(),
    tags: tagsSchema.optional(),
    location: clearable(postFields.location),
    carBrand: clearable(postFields.carBrand),
    carModel: clearable(postFields.carModel),
    carYear: clearable(postFields.carYear),
    price: clearable(postFields.price),
    serviceType: clearable(postFields.serviceType),
    serviceDescription: clearable(postFields.serviceDescription),
    estimatedDuration: clearable(postFields.estimatedDuration),
    contactInfo: clearable(postFields.contactInfo),
    keepImages: keepImagesSchema,
  },
  { error: errorMessages.VALIDATION },
);
export type UpdatePostInput = z.input<typeof updatePostSchema>;

export const commentContentSchema = trimmedText(
  errorMessages.COMMENT_CONTENT_REQUIRED,
  1,
  POST_LIMITS.commentMax,
  errorMessages.COMMENT_CONTENT_TOO_LONG,
);

/** POST /api/posts/{id}/comments. A reply names the comment it answers. */
export const createCommentSchema = z.object(
  { content: commentContentSchema, parentCommentId: z.preprocess(blankToUndefined, idSchema.optional()) },
  { error: errorMessages.VALIDATION },
);
export type CreateCommentInput = z.input<typeof createCommentSchema>;

/** PUT /api/posts/comments/{id}. */
export const updateCommentSchema = z.object({ content: commentContentSchema }, { error: errorMessages.VALIDATION });

const feedPageQuery = pageQuerySchema({ size: POST_LIMITS.pageSize, max: POST_LIMITS.maxPageSize });
const cursor = z.string().max(200).optional().describe('Önceki sayfanın nextCursor değeri; verilirse page yok sayılır');

const typeFilter = z.preprocess(blankToUndefined, postTypeSchema.optional());
const tagFilter = z.preprocess(
  blankToUndefined,
  z
    .string()
    .max(POST_LIMITS.tagMax + 1, errorMessages.TEXT_TOO_LONG)
    .optional(),
);

/** GET /api/posts: newest first, 10 per page; a cursor keeps pages stable while new posts arrive. */
export const postListQuerySchema = feedPageQuery.extend({
  cursor,
  type: typeFilter,
  userId: z.preprocess(blankToUndefined, idSchema.optional()),
  tag: tagFilter,
});
export type PostListQuery = z.input<typeof postListQuerySchema>;

/** GET /api/posts/search: the feed's type and tag filters narrow a search too. */
export const postSearchQuerySchema = feedPageQuery.extend({
  q: trimmedText(errorMessages.SEARCH_QUERY_REQUIRED, 1, POST_LIMITS.searchMax),
  cursor,
  type: typeFilter,
  tag: tagFilter,
});

/** GET /api/posts/user/{id}/liked. */
export const likedPostsQuerySchema = feedPageQuery;

export const commentPageQuerySchema = pageQuerySchema({
  size: POST_LIMITS.commentsPageSize,
  max: POST_LIMITS.maxCommentsPageSize,
});

export const hotTagsQuerySchema = z.object({
  limit: pageLimitSchema({ size: POST_LIMITS.hotTags, max: POST_LIMITS.maxHotTags }),
});

// ---------------------------------------------------------------------------------------------------------------
// Response shapes (docs/product.md §3 'Post', 'Comment', 'Hot tag').

export const postAuthorSchema = z.object({
  ...entityIds,
  firstName: z.string(),
  lastName: z.string(),
  businessName: z.string().nullable(),
  userType: userTypeSchema,
  photos: z.array(z.string()),
});
export type PostAuthor = z.infer<typeof postAuthorSchema>;

export const postSchema = z.object({
  ...entityIds,
  content: z.string(),
  type: postTypeSchema,
  tags: z.array(z.string()),
  location: z.string().nullable(),
  carBrand: z.string().nullable(),
  carModel: z.string().nullable(),
  carYear: z.number().int().nullable(),
  price: z.number().nullable(),
  serviceType: z.string().nullable(),
  serviceDescription: z.string().nullable(),
  estimatedDuration: z.string().nullable(),
  contactInfo: z.string().nullable(),
  images: z.array(z.string()),
  likeCount: z.number().int(),
  commentCount: z.number().int(),
  ...timestamps,
  authorId: postAuthorSchema,
  isLikedByCurrentUser: z.boolean(),
});
export type Post = z.infer<typeof postSchema>;

export const postResponseSchema = z.object({ post: postSchema });

export const postPageSchema = z.object({
  posts: z.array(postSchema),
  pagination: z.object({ page: z.number().int(), limit: z.number().int(), hasMore: z.boolean() }),
  nextCursor: z.string().nullable(),
});
export type PostPage = z.infer<typeof postPageSchema>;

export const likeResponseSchema = z.object({ liked: z.boolean(), likeCount: z.number().int() });
export type LikeResponse = z.infer<typeof likeResponseSchema>;

export const commentSchema = z.object({
  ...entityIds,
  postId: z.string(),
  content: z.string(),
  parentCommentId: z.string().nullable(),
  ...timestamps,
  authorId: postAuthorSchema,
});
export type Comment = z.infer<typeof commentSchema>;

export const commentResponseSchema = z.object({ comment: commentSchema, commentCount: z.number().int() });
export const commentPageSchema = countedPageSchema('comments', commentSchema);
export type CommentPage = z.infer<typeof commentPageSchema>;

export const hotTagSchema = z.object({ name: z.string(), count: z.number().int() });
export type HotTag = z.infer<typeof hotTagSchema>;
export const hotTagsResponseSchema = z.object({ tags: z.array(hotTagSchema) });
