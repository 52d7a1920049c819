/**
 * Writes a page's title, description, canonical link and Open Graph tags into
 * the built index.html. Every value comes from users (extension names, bios),
 * so each is escaped for the attribute or text it lands in.
 */
import { pageTitle, SITE_NAME } from '#shared/constants';
import { escapeHtml } from '#shared/docs/html';
import type { PageHead } from '#shared/ssr-contract';

const DEFAULT_DESCRIPTION =
  'AIX Market: find, buy and publish App Inventor extensions (.aix).';

function absolute(url: string | undefined, publicUrl: string): string | undefined {
  if (!url) return undefined;
  if (url.startsWith('/') && !url.startsWith('//')) return `${publicUrl}${url}`;
  return /^https?:\/\//i.test(url) ? url : undefined;
}

export function renderHead(
  html: string,
  head: PageHead,
  where: { publicUrl: string; pathname: string },
): string {
  const title = escapeHtml(pageTitle(head.title));
  const description = escapeHtml(head.description ?? DEFAULT_DESCRIPTION);
  const url = escapeHtml(`${where.publicUrl}${where.pathname}`);
  const image = absolute(head.image, where.publicUrl);
  const meta = (key: 'name' | 'property', name: string, content: string) =>
    `<meta ${key}="${name}" content="${content}" />`;
  const tags = [
    head.noindex ? meta('name', 'robots', 'noindex') : '',
    head.status === 200 ? `<link rel="canonical" href="${url}" />` : '',
    meta('property', 'og:site_name', SITE_NAME),
    meta('property', 'og:type', head.type),
    meta('property', 'og:title', title),
    meta('property', 'og:description', description),
    head.status === 200 ? meta('property', 'og:url', url) : '',
    image ? meta('property', 'og:image', escapeHtml(image)) : '',
    meta('name', 'twitter:card', 'summary'),
  ].filter(Boolean);
  return html
    .replace(/<title>[^<]*<\/title>/, () => `<title>${title}</title>`)
    .replace(/<meta\s+name="description"\s+content="[^"]*"\s*\/?>/, () =>
      meta('name', 'description', description),
    )
    .replace('</head>', () => `${tags.join('')}</head>`);
}
