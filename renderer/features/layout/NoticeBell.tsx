/**
 * The header's bell (issue 21 §2): the signed-in user's update notices, "a newer
 * version of something you own is out", with the unread count on the button. A
 * disclosure (button + panel), not a menu: the panel holds links and a button,
 * reached with Tab; Escape or a click outside closes it and gives focus back.
 * Opening it asks the server again; the count refreshes every minute and when the
 * tab comes back into view.
 */
import { useCallback, useEffect, useId, useRef, useState } from 'react';
import { Link } from '../../components/Link';
import { listNotices, markNoticesRead } from '#shared/api/client/notices';
import type { NoticesResponse, UpdateNotice } from '#shared/api/notices';
import { formatDay } from '#shared/format';
import { permissionInfo } from '#shared/domain/permission-info';
import { useApi } from '../../api/ApiContext';
import { Icon } from '../../components/Icon';
import './NoticeBell.css';

const REFRESH_MS = 60_000;

function permissionSummary(notice: UpdateNotice): string {
  const { added, removed } = notice.permissions;
  if (added.length === 0 && removed.length === 0) return 'No permission changes';
  const parts: string[] = [];
  if (added.length > 0) {
    const words = added.map(name => permissionInfo(name).label).join(', ');
    parts.push(
      `${added.length} new permission${added.length === 1 ? '' : 's'}: ${words}`,
    );
  }
  if (removed.length > 0) parts.push(`${removed.length} removed`);
  return parts.join('; ');
}

export function NoticeBell() {
  const api = useApi();
  const [data, setData] = useState<NoticesResponse | null>(null);
  const [open, setOpen] = useState(false);
  const [failed, setFailed] = useState(false);
  const rootRef = useRef<HTMLDivElement>(null);
  const buttonRef = useRef<HTMLButtonElement>(null);
  const panelId = useId();

  const load = useCallback(
    (signal?: AbortSignal) =>
      listNotices(api, signal).then(
        answer => {
          setData(answer);
          setFailed(false);
        },
        () => {
          if (!signal?.aborted) setFailed(true);
        },
      ),
    [api],
  );

  useEffect(() => {
    const controller = new AbortController();
    void load(controller.signal);
    const timer = window.setInterval(() => void load(), REFRESH_MS);
    const onVisible = () => {
      if (document.visibilityState === 'visible') void load();
    };
    document.addEventListener('visibilitychange', onVisible);
    return () => {
      controller.abort();
      window.clearInterval(timer);
      document.removeEventListener('visibilitychange', onVisible);
    };
  }, [load]);

  useEffect(() => {
    if (!open) return;
    const onPointer = (event: PointerEvent) => {
      if (!rootRef.current?.contains(event.target as Node)) setOpen(false);
    };
    document.addEventListener('pointerdown', onPointer);
    return () => document.removeEventListener('pointerdown', onPointer);
  }, [open]);

  const close = () => {
    setOpen(false);
    buttonRef.current?.focus();
  };
  const markRead = async (ids?: string[]) => {
    const { unread } = await markNoticesRead(api, ids ? { ids } : {});
    const now = new Date().toISOString();
    setData(current =>
      current
        ? {
            unread,
            notices: current.notices.map(notice =>
              !ids || ids.includes(notice.id)
                ? { ...notice, readAt: notice.readAt ?? now }
                : notice,
            ),
          }
        : current,
    );
  };

  const unread = data?.unread ?? 0;
  const label = unread > 0 ? `Update notices, ${unread} unread` : 'Update notices';
  return (
    <div
      className="notice-bell"
      ref={rootRef}
      onKeyDown={event => {
        if (event.key === 'Escape' && open) {
          event.stopPropagation();
          close();
        }
      }}
    >
      <button
        ref={buttonRef}
        type="button"
        className="notice-bell__button"
        aria-label={label}
        aria-expanded={open}
        aria-controls={panelId}
        onClick={() => {
          if (!open) void load();
          setOpen(!open);
        }}
      >
        <Icon name="bell" size={20} />
        {unread > 0 ? (
          <span className="notice-bell__count" aria-hidden="true">
            {unread > 99 ? '99+' : unread}
          </span>
        ) : null}
      </button>
      <section
        id={panelId}
        className="notice-bell__panel"
        aria-label="Update notices"
        hidden={!open}
      >
        <header className="notice-bell__head">
          <h2 className="notice-bell__title">Update notices</h2>
          {unread > 0 ? (
            <button
              type="button"
              className="notice-bell__all"
              onClick={() => void markRead()}
            >
              Mark all read
            </button>
          ) : null}
        </header>
        {failed && !data ? (
          <p className="notice-bell__empty">
            Notices could not be loaded. Try again later.
          </p>
        ) : !data || data.notices.length === 0 ? (
          <p className="notice-bell__empty">
            No notices yet. When a newer version of an extension you own is out, it shows
            here.
          </p>
        ) : (
          <ul className="notice-bell__list">
            {data.notices.map(notice => (
              <li
                key={notice.id}
                className={
                  notice.readAt
                    ? 'notice-bell__item'
                    : 'notice-bell__item notice-bell__item--unread'
                }
              >
                <Link
                  to={`/extension/${encodeURIComponent(notice.slug)}`}
                  className="notice-bell__link"
                  onClick={() => {
                    if (!notice.readAt) void markRead([notice.id]);
                    setOpen(false);
                  }}
                >
                  <span className="notice-bell__name">
                    {notice.readAt ? null : (
                      <span className="visually-hidden">Unread: </span>
                    )}
                    {notice.extensionName} {notice.versionName} is out
                  </span>
                  <span className="notice-bell__meta">
                    {permissionSummary(notice)} · {formatDay(notice.createdAt)}
                  </span>
                </Link>
                {notice.readAt ? null : (
                  <button
                    type="button"
                    className="notice-bell__read"
                    aria-label={`Mark ${notice.extensionName} ${notice.versionName} read`}
                    onClick={() => void markRead([notice.id])}
                  >
                    <Icon name="check" size={16} />
                  </button>
                )}
              </li>
            ))}
          </ul>
        )}
        <Link
          to="/dashboard/account/preferences"
          className="notice-bell__prefs"
          onClick={() => setOpen(false)}
        >
          Notice settings
        </Link>
      </section>
    </div>
  );
}
