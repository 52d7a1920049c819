/**
 * Swaps a documentation video's facade (shared/docs/blocks/embed.ts) for its player
 * when the visitor presses it, so the page opens without YouTube's or Vimeo's
 * player and contacts neither until asked to. The player's address is rebuilt
 * from the facade's service and id, checked again, never taken from its link.
 */
import { PLAYER_ATTRIBUTES, playerSrc } from '#shared/docs/blocks/embed';

/** The player for a facade, or null when its data does not name a valid video. */
export function playerFor(facade: HTMLAnchorElement): HTMLIFrameElement | null {
  const src = playerSrc(facade.dataset.embedService, facade.dataset.embedId);
  if (!src) return null;
  const frame = facade.ownerDocument.createElement('iframe');
  frame.src = src;
  frame.setAttribute('title', facade.getAttribute('title') || 'Video');
  for (const [name, value] of Object.entries(PLAYER_ATTRIBUTES)) {
    frame.setAttribute(name, value);
  }
  return frame;
}

/**
 * Click handler for a documentation body: a plain click (or Enter) on a facade
 * plays the video in place; a click with a modifier keeps the link's own
 * behaviour (a new tab or window on the video's site).
 */
export function playEmbedOnClick(event: MouseEvent): void {
  if (event.defaultPrevented || event.button !== 0) return;
  if (event.metaKey || event.ctrlKey || event.shiftKey || event.altKey) return;
  const target = event.target as Element | null;
  const facade = target?.closest?.<HTMLAnchorElement>('a[data-embed-service]');
  if (!facade) return;
  const frame = playerFor(facade);
  if (!frame) return;
  event.preventDefault();
  facade.replaceWith(frame);
  // Keyboard users stay where they were: on the player they started.
  frame.focus();
}
