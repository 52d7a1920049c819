/**
 * Embed block. Only YouTube and Vimeo are supported (spec §3); the player address is
 * rebuilt from a validated video id, never copied from the stored "embed" URL.
 *
 * A page shows a facade, not the player: a link to the video on its own site that
 * the documentation view swaps for the player iframe when the visitor presses it
 * (renderer/components/doc-embeds.ts). A YouTube or Vimeo player loads about a
 * megabyte of script and contacts the video site the moment the page opens; a
 * visitor who never plays the video should pay for neither, and a page with two
 * players painted its text late (issue 18). Without JavaScript the link opens the
 * video in a new tab.
 */
import { type BlockContext, type Data, own } from '../context';
import { attr, escapeHtml, htmlToPlainText } from '../html';
import { LINK_REL } from '../sanitize';

/** Exact text of spec §8. */
export const UNSUPPORTED_EMBED_MESSAGE =
  'Only Youtube and Vime Embeds are supported right now.';

export type EmbedService = 'youtube' | 'vimeo';

/** Throws the spec's error for any service other than YouTube or Vimeo. */
export function assertSupportedEmbed(service: unknown): asserts service is EmbedService {
  if (service !== 'youtube' && service !== 'vimeo')
    throw new Error(UNSUPPORTED_EMBED_MESSAGE);
}

const YOUTUBE_HOSTS = [
  'youtube.com',
  'www.youtube.com',
  'm.youtube.com',
  'music.youtube.com',
  'youtu.be',
  'youtube-nocookie.com',
  'www.youtube-nocookie.com',
];
const VIMEO_HOSTS = ['vimeo.com', 'www.vimeo.com', 'player.vimeo.com'];
const YOUTUBE_ID = /^[A-Za-z0-9_-]{11}$/;
const VIMEO_ID = /^[0-9]{1,12}$/;

function parseHttpUrl(value: unknown): URL | null {
  if (typeof value !== 'string' || value.length > 2048) return null;
  try {
    const url = new URL(value.trim());
    return url.protocol === 'https:' || url.protocol === 'http:' ? url : null;
  } catch {
    return null;
  }
}

/** The 11-character id of a YouTube watch, short, embed or youtu.be URL. */
export function youtubeId(value: unknown): string | null {
  if (typeof value === 'string' && YOUTUBE_ID.test(value)) return value;
  const url = parseHttpUrl(value);
  if (!url || !YOUTUBE_HOSTS.includes(url.hostname.toLowerCase())) return null;
  const segments = url.pathname.split('/').filter(Boolean);
  const candidate =
    url.hostname.toLowerCase() === 'youtu.be'
      ? segments[0]
      : segments[0] === 'watch'
        ? url.searchParams.get('v')
        : ['embed', 'shorts', 'live', 'v'].includes(segments[0] ?? '')
          ? segments[1]
          : null;
  return candidate && YOUTUBE_ID.test(candidate) ? candidate : null;
}

/** The numeric id of a vimeo.com or player.vimeo.com URL. */
export function vimeoId(value: unknown): string | null {
  if (typeof value === 'string' && VIMEO_ID.test(value)) return value;
  const url = parseHttpUrl(value);
  if (!url || !VIMEO_HOSTS.includes(url.hostname.toLowerCase())) return null;
  const last = url.pathname.split('/').filter(Boolean).pop();
  return last && VIMEO_ID.test(last) ? last : null;
}

export function embedSrc(service: EmbedService, id: string): string {
  return service === 'youtube'
    ? `https://www.youtube-nocookie.com/embed/${id}`
    : `https://player.vimeo.com/video/${id}`;
}

/** The video's own page: where the facade's link goes when no script swaps in the player. */
function watchUrl(service: EmbedService, id: string): string {
  return service === 'youtube'
    ? `https://www.youtube.com/watch?v=${id}`
    : `https://vimeo.com/${id}`;
}

/**
 * The player's address for a facade's data attributes, set to start playing (the
 * visitor pressed play), or null unless they name a supported service and a valid
 * id: the page's markup is checked again before it becomes an iframe.
 */
export function playerSrc(service: unknown, id: unknown): string | null {
  if (service !== 'youtube' && service !== 'vimeo') return null;
  if (typeof id !== 'string' || !(service === 'youtube' ? YOUTUBE_ID : VIMEO_ID).test(id))
    return null;
  return `${embedSrc(service, id)}?autoplay=1`;
}

/** The player iframe's attributes besides src and title. */
export const PLAYER_ATTRIBUTES: Readonly<Record<string, string>> = {
  referrerpolicy: 'strict-origin-when-cross-origin',
  allow:
    'accelerometer; autoplay; encrypted-media; gyroscope; picture-in-picture; fullscreen',
  allowfullscreen: '',
  sandbox: 'allow-scripts allow-same-origin allow-presentation allow-popups',
};

const SERVICE_NAMES: Record<EmbedService, string> = {
  youtube: 'YouTube',
  vimeo: 'Vimeo',
};

export function renderEmbed(data: Data, ctx: BlockContext): string | null {
  const raw = own(data, 'service');
  const service = typeof raw === 'string' ? raw.trim().toLowerCase() : raw;
  try {
    assertSupportedEmbed(service);
  } catch {
    // The spec's text, unprefixed, both on the page and in errors.
    ctx.doc.report(UNSUPPORTED_EMBED_MESSAGE);
    return `<p class="aix-doc-notice" role="note">${escapeHtml(UNSUPPORTED_EMBED_MESSAGE)}</p>`;
  }
  const label = `${SERVICE_NAMES[service]} video`;
  const findId = service === 'youtube' ? youtubeId : vimeoId;
  const id = findId(own(data, 'source')) ?? findId(own(data, 'embed'));
  if (id === null) {
    return ctx.invalid(`no valid ${label} address in "source" or "embed".`);
  }
  const caption = ctx.inline(data, 'caption');
  const title = htmlToPlainText(caption) || label;
  const facade =
    `<a class="aix-doc-embed__play"${attr('href', watchUrl(service, id))}` +
    ` rel="${LINK_REL}" target="_blank"` +
    `${attr('data-embed-service', service)}${attr('data-embed-id', id)}` +
    `${attr('title', title)}${attr('aria-label', `Play ${title} (${SERVICE_NAMES[service]})`)}>` +
    '<span class="aix-doc-embed__button" aria-hidden="true"></span>' +
    `<span class="aix-doc-embed__service">${label}</span></a>`;
  const figcaption = caption ? `<figcaption>${caption}</figcaption>` : '';
  return (
    `<figure class="aix-doc-embed aix-doc-embed--${service}">` +
    `<div class="aix-doc-embed__frame">${facade}</div>${figcaption}</figure>`
  );
}
