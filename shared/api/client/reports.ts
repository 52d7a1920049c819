/** Typed calls for reports (anyone) and the moderators' queue (admins only). */
import type {
  AdminReportResponse,
  AdminReportsQuery,
  AdminReportsResponse,
  ReportBody,
  ReportReceipt,
} from '../reports';
import { ROUTES } from '../routes';
import type { ApiClient } from './http';

export function reportExtension(
  api: ApiClient,
  body: ReportBody,
): Promise<ReportReceipt> {
  return api.request(ROUTES.reportExtension, { body });
}

export function listReports(
  api: ApiClient,
  query: AdminReportsQuery,
  signal?: AbortSignal,
): Promise<AdminReportsResponse> {
  return api.request(ROUTES.reports, { query, signal });
}

export function resolveReport(
  api: ApiClient,
  id: string,
  note: string,
): Promise<AdminReportResponse> {
  return api.request(ROUTES.resolveReport, { params: { id }, body: { note } });
}

export function unpublishReported(
  api: ApiClient,
  id: string,
  message: string,
): Promise<AdminReportResponse> {
  return api.request(ROUTES.unpublishReported, { params: { id }, body: { message } });
}
