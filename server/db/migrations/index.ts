/** Every migration, by dated name; Kysely runs them in name order. */
import type { Migration } from 'kysely';
import * as initial from './2026_11_22_000000_initial';
import * as contactMessages from './2026_11_22_000100_contact_messages';
import * as catalogueSearch from './2026_11_23_000000_catalogue_search';
import * as accounts from './2026_11_23_000300_accounts';
import * as publishing from './2026_11_24_000000_publishing';
import * as hardening from './2026_11_25_000000_hardening';
import * as commerce from './2026_11_26_000000_commerce';
import * as accessTokens from './2026_11_27_000000_access_tokens';
import * as reports from './2026_11_28_000000_reports';
import * as orderRules from './2026_12_01_000000_order_rules';
import * as passwordChangedAt from './2026_12_02_000000_password_changed_at';
import * as reportCounts from './2026_12_02_000100_report_counts';
import * as catalogueAggregates from './2026_12_04_000000_catalogue_aggregates';
import * as versionSignatures from './2026_12_05_000000_version_signatures';
import * as reviews from './2026_12_05_000100_reviews';
import * as updateNotices from './2026_12_05_000200_update_notices';
import * as searchFacets from './2026_12_05_000500_search_facets';
import * as searchRows from './2026_12_06_000000_search_rows';
import * as ginFastupdate from './2026_12_07_000000_gin_fastupdate';

export const migrations: Record<string, Migration> = {
  '2026_11_22_000000_initial': initial,
  '2026_11_22_000100_contact_messages': contactMessages,
  '2026_11_23_000000_catalogue_search': catalogueSearch,
  '2026_11_23_000300_accounts': accounts,
  '2026_11_24_000000_publishing': publishing,
  '2026_11_25_000000_hardening': hardening,
  '2026_11_26_000000_commerce': commerce,
  '2026_11_27_000000_access_tokens': accessTokens,
  '2026_11_28_000000_reports': reports,
  '2026_12_01_000000_order_rules': orderRules,
  '2026_12_02_000000_password_changed_at': passwordChangedAt,
  '2026_12_02_000100_report_counts': reportCounts,
  '2026_12_04_000000_catalogue_aggregates': catalogueAggregates,
  '2026_12_05_000000_version_signatures': versionSignatures,
  '2026_12_05_000100_reviews': reviews,
  '2026_12_05_000200_update_notices': updateNotices,
  '2026_12_05_000500_search_facets': searchFacets,
  '2026_12_06_000000_search_rows': searchRows,
  '2026_12_07_000000_gin_fastupdate': ginFastupdate,
};
