/** Typed calls of update notices (shared/api/notices.ts): bell, preferences, unsubscribe, update check. */
import type {
  MarkNoticesReadBody,
  NoticePreferences,
  NoticesResponse,
  UnsubscribeInfo,
  UpdateCheckBody,
  UpdateCheckResponse,
  UpdateNoticePreferencesBody,
} from '../notices';
import { ROUTES } from '../routes';
import type { ApiClient } from './http';

export const listNotices = (api: ApiClient, signal?: AbortSignal) =>
  api.request<NoticesResponse>(ROUTES.notices, { signal });

export const markNoticesRead = (api: ApiClient, body: MarkNoticesReadBody = {}) =>
  api.request<{ unread: number }>(ROUTES.markNoticesRead, { body });

export const getNoticePreferences = (api: ApiClient, signal?: AbortSignal) =>
  api.request<NoticePreferences>(ROUTES.noticePreferences, { signal });

export const setNoticePreferences = (api: ApiClient, body: UpdateNoticePreferencesBody) =>
  api.request<NoticePreferences>(ROUTES.updateNoticePreferences, { body });

export const getUnsubscribeInfo = (api: ApiClient, token: string, signal?: AbortSignal) =>
  api.request<UnsubscribeInfo>(ROUTES.unsubscribeInfo, { query: { token }, signal });

export const confirmUnsubscribe = (api: ApiClient, token: string) =>
  api.request<UnsubscribeInfo>(ROUTES.unsubscribe, { query: { token }, body: {} });

export const checkUpdates = (api: ApiClient, body: UpdateCheckBody) =>
  api.request<UpdateCheckResponse>(ROUTES.checkUpdates, { body });
