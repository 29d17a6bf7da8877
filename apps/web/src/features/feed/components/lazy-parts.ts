import { lazy } from 'react';

// What the first screen of the feed does not show loads when first wanted, so the post cards come sooner; hovering
// or focusing the control that opens a part starts its download early.

/** The 'Yeni Gönderi' and edit dialog (select, number and file inputs). */
export const loadPostDialog = () => import('./post-dialog');
export const PostDialog = lazy(() => loadPostDialog().then((m) => ({ default: m.PostDialog })));

/** The delete confirmation. */
export const loadDeletePostDialog = () => import('./delete-post-dialog');
export const DeletePostDialog = lazy(() => loadDeletePostDialog().then((m) => ({ default: m.DeletePostDialog })));

/** A post's comments, with their forms, once they are expanded. */
export const loadCommentsSection = () => import('./comments-section');
export const CommentsSection = lazy(() => loadCommentsSection().then((m) => ({ default: m.CommentsSection })));

/** The author's menu of a post (its popover code), shown only on one's own posts. */
export const PostMenu = lazy(() => import('./post-menu').then((m) => ({ default: m.PostMenu })));
