import { versionCounter } from '../../platform/columns.js';

/**
 * A single counter of changes to the set of listed businesses. Triggers (migration 0008) raise it in the same
 * transaction as every write that can change a listing total, so a total counted under one version stays exact for
 * as long as that version is current, on every API node.
 */
export const listingVersion = versionCounter('listing_version');
