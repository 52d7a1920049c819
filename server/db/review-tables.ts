/**
 * Table types of reviews (reviews migration), kept apart from database.ts so that
 * file stays readable. The reviews service is the only writer of every one of them.
 */
import type { ColumnType } from 'kysely';
import type { Flag } from './database';

export interface ReviewsTable {
  id: string;
  extension_id: string;
  user_id: string;
  rating: number;
  /** Plain text as the reviewer wrote it (trimmed); never parsed as HTML. */
  body: string;
  /** One of PLATFORMS (shared/constants.ts). */
  builder: string;
  builder_version: string;
  works: Flag;
  hidden: ColumnType<Flag, Flag | undefined, Flag>;
  helpful_count: ColumnType<number, number | undefined, number>;
  reply_body: ColumnType<string | null, string | null | undefined, string | null>;
  reply_created_at: ColumnType<string | null, string | null | undefined, string | null>;
  reply_updated_at: ColumnType<string | null, string | null | undefined, string | null>;
  created_at: string;
  updated_at: string;
}

export interface ReviewVotesTable {
  review_id: string;
  user_id: string;
  created_at: string;
}

export interface ReviewReportsTable {
  id: string;
  review_id: string;
  reporter_id: string;
  details: string;
  status: ColumnType<string, string | undefined, string>;
  created_at: string;
  resolved_at: ColumnType<string | null, string | null | undefined, string | null>;
  resolved_by: ColumnType<string | null, string | null | undefined, string | null>;
}

/** Visible reviews per (extension, builder) saying it works / does not. */
export interface ExtensionBuilderReportsTable {
  extension_id: string;
  builder: string;
  works: number;
  fails: number;
}

export interface ReviewTables {
  reviews: ReviewsTable;
  review_votes: ReviewVotesTable;
  review_reports: ReviewReportsTable;
  extension_builder_reports: ExtensionBuilderReportsTable;
}
