import { SORT_LABELS, SORTS } from '#shared/domain/listing';
import {
  CATEGORIES,
  PLATFORM_LABELS,
  PLATFORMS,
  type Category,
  categoryLabel,
} from '#shared/constants';
import { ChoiceGroup, type Choice } from '../../components/ChoiceGroup';
import { CurrencySwitch } from '../../components/CurrencySwitch';
import { Select } from '../../components/Select';
import {
  effectiveSort,
  LISTING_TYPES,
  type ListingParams,
  type ListingType,
} from './listing-params';
import './FilterBar.css';

const TYPE_LABELS: Record<ListingType, string> = {
  all: 'All',
  free: 'Free',
  paid: 'Paid',
};
const TYPE_CHOICES = LISTING_TYPES.map(value => ({ value, label: TYPE_LABELS[value] }));
const ALL = 'all' as const;
const CATEGORY_CHOICES: readonly Choice<Category | typeof ALL>[] = [
  { value: ALL, label: 'All categories' },
  ...CATEGORIES.map(value => ({ value, label: categoryLabel(value) })),
];

/** Category chips, then type, platform, sort and currency; every change goes to the URL. */
export function FilterBar({
  params,
  onChange,
}: {
  params: ListingParams;
  onChange: (change: Partial<Omit<ListingParams, 'page'>>) => void;
}) {
  const sort = effectiveSort(params);
  // "Best match" only means something for a search (unless the URL asked for it).
  const sorts = SORTS.filter(
    value => value !== 'relevance' || params.q || sort === value,
  );
  return (
    <div className="filter-bar">
      <ChoiceGroup<Category | typeof ALL>
        legend="Category"
        hideLegend
        variant="chips"
        choices={CATEGORY_CHOICES}
        value={params.category ?? ALL}
        onChange={value => onChange({ category: value === ALL ? null : value })}
      />
      <div className="filter-bar__row">
        <ChoiceGroup<ListingType>
          legend="Price"
          hideLegend
          choices={TYPE_CHOICES}
          value={params.type}
          onChange={type => onChange({ type })}
        />
        <Select
          label="Platform"
          value={params.platform ?? ''}
          onChange={event =>
            onChange({
              platform: PLATFORMS.find(value => value === event.target.value) ?? null,
            })
          }
        >
          <option value="">Any platform</option>
          {PLATFORMS.map(platform => (
            <option key={platform} value={platform}>
              {PLATFORM_LABELS[platform]}
            </option>
          ))}
        </Select>
        <Select
          label="Reported working with"
          value={params.works ?? ''}
          onChange={event =>
            onChange({
              works: PLATFORMS.find(value => value === event.target.value) ?? null,
            })
          }
        >
          <option value="">Any builder</option>
          {PLATFORMS.map(platform => (
            <option key={platform} value={platform}>
              {PLATFORM_LABELS[platform]}
            </option>
          ))}
        </Select>
        <Select
          label="Sort by"
          value={sort}
          onChange={event => {
            const next = SORTS.find(value => value === event.target.value) ?? null;
            onChange({ sort: next });
          }}
        >
          {sorts.map(value => (
            <option key={value} value={value}>
              {SORT_LABELS[value]}
            </option>
          ))}
        </Select>
        <div className="filter-bar__currency">
          <CurrencySwitch />
        </div>
      </div>
    </div>
  );
}
