/**
 * Build-time only (Vite plugin, run by Node; the web and the studio builds): puts
 * the app's icons into the page once, as an SVG sprite at the start of <body>
 * (renderer/components/icons.ts), for <Icon> to refer to with <use>. The page is
 * complete without JavaScript, and the first load's code carries no drawings.
 */
import type { Plugin } from 'vite';
import { iconSprite } from '../renderer/components/icons.ts';

export function withIconSprite(html: string, sprite: string = iconSprite()): string {
  const body = /<body[^>]*>/.exec(html);
  if (!body) throw new Error('The page has no <body> to put the icon sprite in');
  const at = body.index + body[0].length;
  return `${html.slice(0, at)}${sprite}${html.slice(at)}`;
}

export function iconSpritePlugin(): Plugin {
  return {
    name: 'aix:icon-sprite',
    transformIndexHtml: { order: 'pre', handler: html => withIconSprite(html) },
  };
}
