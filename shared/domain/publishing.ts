/**
 * Limits of the maker's editor (spec §5 Extension form): notes, price and the
 * documentation's size. Kept apart from the TypeBox schemas in
 * shared/api/publishing.ts (which re-exports them) so the editor can show them
 * without TypeBox joining the browser bundle.
 */

export const MAX_DEV_NOTES = 5000;
export const MAX_RELEASE_NOTES = 2000;
/** Highest price in major units (rupees or dollars). */
export const MAX_PRICE = 1_000_000;
/** Serialized size of documentation.blocks the server accepts. */
export const MAX_DOCUMENTATION_BYTES = 512 * 1024;
