import fs from 'node:fs';
import { describe, expect, it } from 'vitest';
import { DASHBOARD_PATHS, matchPage, PAGES } from './pages';

const source = (path: string) =>
  fs.readFileSync(new URL(`../${path}`, import.meta.url), 'utf8');

describe('matchPage', () => {
  it('finds every screen and its params', () => {
    expect(matchPage('/')).toEqual({ page: 'explore', params: {} });
    expect(matchPage('/page/3')).toEqual({
      page: 'explorePage',
      params: { pageNumber: '3' },
    });
    expect(matchPage('/extension/web-viewer-pro')).toEqual({
      page: 'extension',
      params: { extensionSlug: 'web-viewer-pro' },
    });
    expect(matchPage('/user/Pixel%20Forge')?.params).toEqual({ username: 'Pixel Forge' });
    expect(matchPage('/about/')?.page).toBe('about');
    expect(matchPage('/terms/privacy-policy')?.page).toBe('privacy');
    expect(matchPage('/dashboard')?.page).toBe('dashboard');
    expect(matchPage('/dashboard/orders/o1/receipt')?.page).toBe('dashboard');
    expect(matchPage('/dashboard/account/tokens')?.page).toBe('dashboard');
  });

  it('says nothing lives at unknown paths', () => {
    for (const path of [
      '/no/such/page',
      '/extension',
      '/extension/a/b',
      '/user',
      '/page/0',
      '/page/two',
      '/terms',
      '/dashboard/nope',
      '/dashboard/orders/o1',
      '/extension/%E0%A4%A',
    ]) {
      expect(matchPage(path), path).toBeUndefined();
    }
  });
});

describe('the routers and this list agree', () => {
  it('the app routers write their paths only from PAGES, and name each page once', () => {
    const routers = ['renderer/routes.tsx', 'renderer/MoreRoutes.tsx'].map(source);
    for (const text of routers) expect(text).not.toMatch(/path: '\//);
    const named = routers.flatMap(text =>
      [...text.matchAll(/path: PAGES\.(\w+)\b/g)].map(match => match[1] ?? ''),
    );
    expect([...named].sort()).toEqual(Object.keys(PAGES).sort());
  });

  it('every dashboard route is listed, so the server does not answer 404 for it', () => {
    const text = source('renderer/features/dashboard/DashboardRoutes.tsx');
    const paths = [...text.matchAll(/path: '([^']+)'/g)].map(match => match[1] ?? '');
    const account = new Set(['badges', 'preferences', 'tokens']);
    const listed = new Set<string>(DASHBOARD_PATHS);
    for (const path of paths.filter(path => path !== '*')) {
      expect(listed.has(account.has(path) ? `account/${path}` : path), path).toBe(true);
    }
    expect(paths.length).toBeGreaterThanOrEqual(DASHBOARD_PATHS.length - 2);
  });
});
