/**
 * Table types of the database, one interface per table. Booleans are stored as
 * 0/1 integers and times as ISO-8601 UTC text so SQLite and PostgreSQL agree.
 */
import type { ColumnType, Generated, Insertable, Selectable, Updateable } from 'kysely';
import type { AggregateTables } from './aggregate-tables';
import type { CommerceTables, OrdersTable } from './commerce-tables';
import type { NoticeTables } from './notice-tables';
import type { ReviewTables } from './review-tables';

export type Flag = 0 | 1;

export interface UsersTable {
  id: string;
  firebase_uid: string | null;
  email: string;
  name: string;
  username: string;
  avatar: string;
  role: 'user' | 'admin';
  website: string;
  location: string;
  email_verified: Flag;
  created_at: string;
  updated_at: string;
  /** Sessions carry the version they were issued at; a password change bumps it. */
  session_version: ColumnType<number, number | undefined, number>;
  /** ISO instant (ms) of the last password change; ID tokens from before it are refused. */
  password_changed_at: ColumnType<
    string | null,
    string | null | undefined,
    string | null
  >;
}

/**
 * PostgreSQL only (search_rows migration): the published extensions' filter columns
 * and search vector, named as in `extensions`, so a search's count reads narrow rows.
 * Kept by the extensions repository's syncSearchIndex and rebuildSearchIndex.
 */
export interface ExtensionSearchTable {
  id: string;
  published: Flag;
  is_free: Flag;
  category: string;
  author_id: string;
  search_vector: string;
}

export interface ExtensionsTable {
  id: string;
  slug: string;
  author_id: string;
  name: string;
  description: string;
  icon: string;
  package_name: string;
  min_sdk_version: ColumnType<number, number | undefined, number>;
  is_free: Flag;
  /** Price in minor units (paise or cents); 0 when free. */
  price_minor: number;
  currency: ColumnType<string, string | undefined, string>;
  /** Price in INR paise at the rate of the last write, so "price" sorts across currencies. */
  price_sort: number;
  source_url: string;
  dev_notes: string;
  documentation_html: string;
  documentation_toc: Flag;
  /** Editor.js document `{ time, blocks }` as JSON text; rendered, never queried. */
  documentation_blocks: string;
  source: string;
  category: string;
  published: ColumnType<Flag, Flag | undefined, Flag>;
  download_count: ColumnType<number, number | undefined, number>;
  like_count: ColumnType<number, number | undefined, number>;
  /** Visible reviews, their star sum and average ×100 (the rating sort); reviews service. */
  rating_count: ColumnType<number, number | undefined, number>;
  rating_sum: ColumnType<number, number | undefined, number>;
  rating_sort: ColumnType<number, number | undefined, number>;
  created_at: string;
  updated_at: string;
  /**
   * Listing copies of the child tables (catalogue_search migration): JSON text
   * arrays, sorted, and the newest version's name. Only the extensions repository's
   * refreshListColumns rewrites them (raw SQL), so Kysely updates may not name them;
   * bulk loads may write them at insert.
   */
  tag_list: ListingColumn<string>;
  platform_list: ListingColumn<string>;
  latest_version: ListingColumn<string | null>;
  /** A moderator's word to the author when they unpublished it; cleared on republish. */
  moderation_message: ColumnType<string | null, string | null | undefined, string | null>;
  /** SQLite only: this row's rowid in `extensions_fts`, kept by the repository. */
  search_rowid: ColumnType<number | null, never, never>;
  /** PostgreSQL only: the weighted tsvector, kept by the repository. */
  search_vector: ColumnType<string, never, never>;
}

/** A column the repository derives from other rows: read freely, never updated directly. */
type ListingColumn<T> = ColumnType<T, T | undefined, never>;

/**
 * SQLite only: the FTS5 index of the catalogue (catalogue_search migration). Queries
 * reference it by its own name (MATCH and bm25 need that), never through an alias.
 */
export interface ExtensionsFtsTable {
  rowid: number;
  extension_id: string;
  name: string;
  description: string;
  tags: string;
  package_name: string;
  /** Filter values as tokens (`zcui zfree zpkodular`), see extensions.relevance.ts. */
  facets: string;
}

export interface ExtensionVersionsTable {
  id: string;
  extension_id: string;
  version_name: string;
  version_code: number;
  file_size: number;
  sha256: string;
  storage_key: string;
  min_sdk: number;
  /** JSON array of the permissions this build declares. */
  permissions: string;
  release_notes: string;
  uploaded_at: string;
  /** Build tool label from our own read of the .aix (publishing migration). */
  build_tool: ColumnType<string, string | undefined, string>;
  /** JSON block reference of the build (shared/aix/block-reference.ts). */
  block_reference: ColumnType<string, string | undefined, string>;
  /** Canonical manifest text that was signed (shared/domain/signed-manifest.ts); null until signed. */
  signed_manifest: ColumnType<string | null, string | null | undefined, string | null>;
  /** Ed25519 signature of signed_manifest, standard base64. */
  signature: ColumnType<string | null, string | null | undefined, string | null>;
  signing_key_id: ColumnType<string | null, string | null | undefined, string | null>;
}

export interface ExtensionTagsTable {
  extension_id: string;
  tag: string;
}

export interface ExtensionPermissionsTable {
  extension_id: string;
  permission: string;
}

export interface ExtensionPlatformsTable {
  extension_id: string;
  platform: string;
}

export interface ExtensionLikesTable {
  extension_id: string;
  user_id: string;
  created_at: string;
}

export interface ExtensionDailyStatsTable {
  extension_id: string;
  /** YYYY-MM-DD (UTC). */
  day: string;
  downloads: number;
  likes: number;
}

export interface ExchangeRatesTable {
  base: string;
  quote: string;
  rate: number;
  as_of: string;
}

export interface ContactMessagesTable {
  id: string;
  kind: 'contact' | 'feedback' | 'report-issue';
  /** Null for anonymous feedback. */
  email: string | null;
  name: string;
  subject: string;
  message: string;
  /** 1 to 5 for feedback, null otherwise. */
  rating: number | null;
  /** The sender's User-Agent, cut to 255 characters. */
  user_agent: string;
  created_at: string;
}

export interface BetaUsersTable {
  id: string;
  /** Lower-cased. */
  email: string;
  user_id: string | null;
  profile_link: string;
  waitlist: Flag;
  created_at: string;
  updated_at: string;
}

/** Analytics events (page_view, auth_attempt); never holds passwords, tokens or IPs. */
export interface EventsTable {
  id: string;
  name: 'page_view' | 'auth_attempt';
  /** YYYY-MM-DD (UTC). */
  day: string;
  path: string | null;
  method: string | null;
  action: string | null;
  outcome: string | null;
  error_code: string | null;
  user_id: string | null;
  created_at: string;
}

/** Files a user uploaded; an `aix` row is a build not yet attached as a version. */
export interface UploadsTable {
  id: string;
  user_id: string;
  kind: 'aix' | 'icon' | 'image' | 'attachment';
  storage_key: string;
  sha256: string;
  size: number;
  mime: string;
  original_name: string;
  /** JSON; for `aix` the parsed facts the version will hold. */
  metadata: string;
  created_at: string;
}

/** Every stored file, claimed before it is written; only the sweep removes one. */
export interface StoredBlobsTable {
  storage_key: string;
  size: number;
  /** ISO time of the last claim (a new upload of the same bytes claims again). */
  claimed_at: string;
}

export interface Database
  extends AggregateTables, CommerceTables, ReviewTables, NoticeTables {
  users: UsersTable;
  extensions: ExtensionsTable;
  extensions_fts: ExtensionsFtsTable;
  extension_search: ExtensionSearchTable;
  extension_versions: ExtensionVersionsTable;
  extension_tags: ExtensionTagsTable;
  extension_permissions: ExtensionPermissionsTable;
  extension_platforms: ExtensionPlatformsTable;
  extension_likes: ExtensionLikesTable;
  extension_daily_stats: ExtensionDailyStatsTable;
  exchange_rates: ExchangeRatesTable;
  contact_messages: ContactMessagesTable;
  beta_users: BetaUsersTable;
  events: EventsTable;
  uploads: UploadsTable;
  stored_blobs: StoredBlobsTable;
  access_tokens: AccessTokensTable;
  extension_reports: ExtensionReportsTable;
  moderation_actions: ModerationActionsTable;
}

export interface ExtensionReportsTable {
  id: string;
  extension_id: string;
  email: string;
  /** The signed-in reporter, when there was one. */
  reporter_id: string | null;
  report_number: number;
  details: string;
  status: ColumnType<string, string | undefined, string>;
  action_id: ColumnType<string | null, string | null | undefined, string | null>;
  created_at: string;
  /** The email as compared: trimmed, lower case. One open report per key and extension. */
  email_key: string;
  /** How many times this reporter sent it while it was open (duplicates collapse here). */
  report_count: ColumnType<number, number | undefined, number>;
  last_reported_at: ColumnType<string | null, string | null | undefined, string | null>;
}

export interface ModerationActionsTable {
  id: string;
  extension_id: string;
  admin_id: string;
  /** Kept as it was then, so the record reads the same after an account change. */
  admin_email: string;
  action: string;
  note: string;
  created_at: string;
}

export interface AccessTokensTable {
  id: string;
  user_id: string;
  name: string;
  /** SHA-256 (hex) of the token; the token itself is shown once and never stored. */
  token_hash: string;
  created_at: string;
  last_used_at: string | null;
  expires_at: string | null;
}

export type OrderRow = Selectable<OrdersTable>;

export type UserRow = Selectable<UsersTable>;
export type NewUser = Insertable<UsersTable>;
export type UserUpdate = Updateable<UsersTable>;
export type ExtensionRow = Selectable<ExtensionsTable>;
export type NewExtension = Insertable<ExtensionsTable>;
export type ExtensionUpdate = Updateable<ExtensionsTable>;
export type ExtensionVersionRow = Selectable<ExtensionVersionsTable>;
export type NewExtensionVersion = Insertable<ExtensionVersionsTable>;
export type { Generated };
export type {
  DownloadsTable,
  FavouritesTable,
  GoldBadgesTable,
  LinkedAccountsTable,
  OrdersTable,
  PaymentEventsTable,
  SandboxRecordsTable,
  TransfersTable,
} from './commerce-tables';
