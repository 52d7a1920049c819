import { describe, expect, it } from 'vitest';
import { ICON_PATHS, iconId, iconSprite, type IconName } from './icons';

describe('icon sprite', () => {
  it('has one symbol per icon, with its drawing, under the id <Icon> refers to', () => {
    const sprite = iconSprite();
    const names = Object.keys(ICON_PATHS) as IconName[];
    const ids = [...sprite.matchAll(/<symbol id="([^"]+)" viewBox="0 0 24 24">/g)].map(
      ([, id]) => id,
    );
    expect(ids).toEqual(names.map(iconId));
    for (const name of names) {
      expect(sprite).toContain(
        `<symbol id="${iconId(name)}" viewBox="0 0 24 24"><path d="${ICON_PATHS[name]}"/></symbol>`,
      );
    }
  });

  it('takes no room and is hidden from assistive technology', () => {
    expect(iconSprite()).toMatch(
      /^<svg xmlns="http:\/\/www\.w3\.org\/2000\/svg" width="0" height="0" aria-hidden="true" focusable="false" style="position:absolute">/,
    );
  });
});
