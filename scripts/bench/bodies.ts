/**
 * A deterministic mix of list-all request bodies, like Explore traffic: browsing
 * with filters and sorts (60%), type-ahead and full-word searches (40%, including
 * package names and hostile text), first pages mostly and some deep pages.
 * explore.ts uses a hot set of a few hundred and a long tail of thousands.
 */
import { SORTS, type ListAllBody } from '#shared/api/extensions';
import { CATEGORIES, PLATFORMS } from '#shared/constants';
import { createRandom, type Random } from '#server/seed/random';
import { PREFIXES, SUBJECTS, SUFFIXES } from '#server/seed/vocabulary';

const PAGES = [0, 0, 0, 0, 12, 12, 24, 36, 48, 96, 240];
const BROWSE_SORTS = SORTS.filter(sort => sort !== 'relevance');

function searchText(random: Random): string {
  const subject = random.pick(SUBJECTS)[0].toLowerCase();
  switch (random.int(0, 6)) {
    case 0:
      return subject.slice(0, Math.max(2, Math.min(subject.length, random.int(2, 5))));
    case 1:
      return `${random.pick(PREFIXES)} ${subject}`;
    case 2:
      return `${subject} ${random.pick(SUFFIXES).toLowerCase()}`;
    case 3:
      return `com maker${random.int(1, 2000)}`;
    case 4:
      return random.pick([
        "'; drop table extensions; --",
        'AND OR NEAR *',
        'zzqx nothing',
      ]);
    default:
      return subject;
  }
}

function typeFilter(random: Random): ListAllBody['typeFilter'] {
  const roll = random.next();
  if (roll < 0.4) return undefined;
  if (roll < 0.55) return 'free';
  if (roll < 0.65) return 'paid';
  return random.pick(CATEGORIES);
}

export function makeBodies(count: number, seed: number): string[] {
  const random = createRandom(seed);
  return Array.from({ length: count }, () => {
    const body: ListAllBody = {};
    const searching = random.chance(0.4);
    if (searching) body.searchText = searchText(random);
    const type = typeFilter(random);
    if (type) body.typeFilter = type;
    if (type === 'free' || type === 'paid') {
      if (random.chance(0.3)) body.category = random.pick(CATEGORIES);
    }
    if (random.chance(0.25)) body.platform = random.pick(PLATFORMS);
    if (searching) {
      if (random.chance(0.25)) body.sort = random.pick(BROWSE_SORTS);
    } else if (random.chance(0.7)) {
      body.sort = random.pick(BROWSE_SORTS);
    }
    body.skip = searching ? random.pick([0, 0, 0, 12]) : random.pick(PAGES);
    body.limit = random.chance(0.85) ? 12 : 24;
    return JSON.stringify(body);
  });
}
