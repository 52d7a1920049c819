/**
 * Generated artwork for seeded makers and extensions: small inline SVG data URIs,
 * so the demo needs no external image host and no files on disk.
 */

const PALETTE = [
  '#2563eb',
  '#7c3aed',
  '#db2777',
  '#ea580c',
  '#16a34a',
  '#0891b2',
  '#ca8a04',
  '#4f46e5',
  '#dc2626',
  '#0d9488',
] as const;

function hash(text: string): number {
  let h = 2166136261;
  for (let i = 0; i < text.length; i += 1) {
    h ^= text.charCodeAt(i);
    h = Math.imul(h, 16777619);
  }
  return h >>> 0;
}

function svgDataUri(svg: string): string {
  return `data:image/svg+xml;base64,${Buffer.from(svg).toString('base64')}`;
}

function colour(seed: number, offset = 0): string {
  return PALETTE[(seed + offset) % PALETTE.length] ?? PALETTE[0];
}

/** A 5×5 mirrored identicon for a username (GitHub style), 80×80. */
export function identicon(username: string): string {
  const h = hash(username);
  const cells: string[] = [];
  for (let row = 0; row < 5; row += 1) {
    for (let col = 0; col < 3; col += 1) {
      if (((h >>> (row * 3 + col)) & 1) === 0) continue;
      for (const x of new Set([col, 4 - col])) {
        cells.push(
          `<rect x="${x * 14 + 5}" y="${row * 14 + 5}" width="14" height="14"/>`,
        );
      }
    }
  }
  return svgDataUri(
    `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 80 80"><rect width="80" height="80" fill="#f1f5f9"/><g fill="${colour(h)}">${cells.join('')}</g></svg>`,
  );
}

/** A rounded-square app icon with the extension's initials, 96×96. */
export function extensionIcon(name: string): string {
  const h = hash(name);
  const initials = name
    .split(/\s+/)
    .filter(Boolean)
    .slice(0, 2)
    .map(word => word[0]?.toUpperCase() ?? '')
    .join('');
  return svgDataUri(
    `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 96 96"><defs><linearGradient id="g" x1="0" y1="0" x2="1" y2="1"><stop offset="0" stop-color="${colour(h)}"/><stop offset="1" stop-color="${colour(h, 3)}"/></linearGradient></defs><rect width="96" height="96" rx="22" fill="url(#g)"/><text x="48" y="60" font-family="Verdana,sans-serif" font-size="34" font-weight="700" fill="#fff" text-anchor="middle">${initials}</text></svg>`,
  );
}

/** A tiny solid-colour icon (about 200 bytes), for catalogues of many thousands. */
export function solidIcon(seed: string): string {
  const svg = `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 4 4"><rect width="4" height="4" rx="1" fill="${colour(hash(seed))}"/></svg>`;
  return `data:image/svg+xml,${encodeURIComponent(svg)}`;
}
