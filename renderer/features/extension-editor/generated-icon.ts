/**
 * A stand-in icon for an .aix that packs none (many name theirs only by a web
 * address): a solid tile whose colour comes from the package, so publishing
 * needs no upload and each extension still looks different in a list.
 */
import { solidPng } from '#shared/png/solid-png';

/** Mid-tone colours that read on light and dark cards alike. */
const PALETTE: readonly (readonly [number, number, number])[] = [
  [37, 99, 235],
  [13, 148, 136],
  [124, 58, 237],
  [219, 39, 119],
  [234, 88, 12],
  [22, 163, 74],
];

export function generatedIcon(packageName: string): Blob {
  let hash = 0;
  for (const char of packageName) hash = (hash * 31 + char.charCodeAt(0)) >>> 0;
  const colour = PALETTE[hash % PALETTE.length] ?? [37, 99, 235];
  return new Blob([new Uint8Array(solidPng(128, colour))], { type: 'image/png' });
}
