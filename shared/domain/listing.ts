/**
 * The listing's sorts and type filters (spec §3 List filters). Kept apart from
 * the TypeBox schemas in shared/api/extensions.ts so the listing screen can
 * import them without pulling TypeBox into its first load.
 */
import { CATEGORIES } from '../constants';

export const SORTS = [
  'relevance',
  'newest',
  'downloads',
  'likes',
  'name',
  'price',
  'price-desc',
  'rating',
] as const;
export type Sort = (typeof SORTS)[number];
export const SORT_LABELS: Record<Sort, string> = {
  relevance: 'Best match',
  newest: 'Newest',
  downloads: 'Most downloaded',
  likes: 'Most liked',
  name: 'Name (A–Z)',
  price: 'Price: low to high',
  'price-desc': 'Price: high to low',
  rating: 'Top rated',
};

/** `all`, `free`, `paid`, or one of the 9 categories. */
export const TYPE_FILTERS = ['all', 'free', 'paid', ...CATEGORIES] as const;
export type TypeFilter = (typeof TYPE_FILTERS)[number];
