import { describe, expect, it } from 'vitest';
import { renderDocumentation } from '../render';
import {
  assertSupportedEmbed,
  playerSrc,
  UNSUPPORTED_EMBED_MESSAGE,
  vimeoId,
  youtubeId,
} from './embed';

const one = (data: unknown) =>
  renderDocumentation({ time: 0, blocks: [{ type: 'embed', data }] });

describe('assertSupportedEmbed', () => {
  it('accepts youtube and vimeo', () => {
    expect(() => assertSupportedEmbed('youtube')).not.toThrow();
    expect(() => assertSupportedEmbed('vimeo')).not.toThrow();
  });

  it('throws the exact spec message for anything else', () => {
    expect(UNSUPPORTED_EMBED_MESSAGE).toBe(
      'Only Youtube and Vime Embeds are supported right now.',
    );
    for (const service of ['facebook', 'YouTube ', '', undefined, null, 1, ['youtube']]) {
      expect(() => assertSupportedEmbed(service)).toThrow(
        new Error('Only Youtube and Vime Embeds are supported right now.'),
      );
    }
  });
});

describe('video ids', () => {
  it.each([
    'https://www.youtube.com/watch?v=dQw4w9WgXcQ',
    'https://youtube.com/watch?feature=x&v=dQw4w9WgXcQ',
    'https://m.youtube.com/watch?v=dQw4w9WgXcQ',
    'https://youtu.be/dQw4w9WgXcQ?t=3',
    'https://www.youtube.com/embed/dQw4w9WgXcQ',
    'https://www.youtube-nocookie.com/embed/dQw4w9WgXcQ',
    'https://www.youtube.com/shorts/dQw4w9WgXcQ',
    'dQw4w9WgXcQ',
  ])('finds the YouTube id in %s', url => {
    expect(youtubeId(url)).toBe('dQw4w9WgXcQ');
  });

  it.each([
    'https://www.youtube.com.evil.example/watch?v=dQw4w9WgXcQ',
    'https://evil.example/embed/dQw4w9WgXcQ',
    'https://evil.example/?u=https://www.youtube.com/embed/dQw4w9WgXcQ',
    'javascript://www.youtube.com/%0aalert(1)',
    'https://www.youtube.com/embed/dQw4w9WgX"><script>',
    'https://www.youtube.com/watch?v=short',
    'https://www.youtube.com/',
  ])('finds no YouTube id in %s', url => {
    expect(youtubeId(url)).toBeNull();
  });

  it('finds Vimeo ids only on Vimeo hosts', () => {
    expect(vimeoId('https://vimeo.com/123456789')).toBe('123456789');
    expect(vimeoId('https://player.vimeo.com/video/76979871?h=abc')).toBe('76979871');
    expect(vimeoId('https://vimeo.com/channels/staffpicks/123')).toBe('123');
    expect(vimeoId('https://vimeo.evil.example/123')).toBeNull();
    expect(vimeoId('https://vimeo.com/abc')).toBeNull();
    expect(vimeoId('javascript:alert(1)')).toBeNull();
  });
});

describe('playerSrc', () => {
  it('builds the autoplaying player address from a valid service and id', () => {
    expect(playerSrc('youtube', 'dQw4w9WgXcQ')).toBe(
      'https://www.youtube-nocookie.com/embed/dQw4w9WgXcQ?autoplay=1',
    );
    expect(playerSrc('vimeo', '76979871')).toBe(
      'https://player.vimeo.com/video/76979871?autoplay=1',
    );
  });

  it.each([
    ['youtube', 'dQw4w9WgX"><'],
    ['youtube', '76979871'],
    ['vimeo', 'dQw4w9WgXcQ'],
    ['facebook', 'dQw4w9WgXcQ'],
    ['youtube', undefined],
    [undefined, 'dQw4w9WgXcQ'],
    ['youtube', 'https://evil.example/dQw4w9WgXcQ'],
  ])('refuses %s %s', (service, id) => {
    expect(playerSrc(service, id)).toBeNull();
  });
});

describe('embed block', () => {
  it('shows a facade linking to the YouTube video, built from the id, not from the stored embed URL', () => {
    const { html, errors } = one({
      service: 'youtube',
      source: 'https://www.youtube.com/watch?v=dQw4w9WgXcQ',
      embed: 'https://evil.example/frame',
      width: 580,
      height: 320,
      caption: 'Demo <b>video</b>',
    });
    expect(html).toContain(
      '<figure class="aix-doc-embed aix-doc-embed--youtube"><div class="aix-doc-embed__frame">' +
        '<a class="aix-doc-embed__play" href="https://www.youtube.com/watch?v=dQw4w9WgXcQ"' +
        ' rel="noopener noreferrer nofollow" target="_blank" data-embed-service="youtube"' +
        ' data-embed-id="dQw4w9WgXcQ" title="Demo video" aria-label="Play Demo video (YouTube)">' +
        '<span class="aix-doc-embed__button" aria-hidden="true"></span>' +
        '<span class="aix-doc-embed__service">YouTube video</span></a></div>' +
        '<figcaption>Demo <b>video</b></figcaption></figure>',
    );
    // The page loads no player until the visitor asks for one.
    expect(html).not.toContain('<iframe');
    expect(html).not.toContain('evil');
    expect(errors).toEqual([]);
  });

  it('links to the Vimeo video, falling back to the embed field', () => {
    const { html } = one({
      service: 'vimeo',
      source: 'not a url',
      embed: 'https://player.vimeo.com/video/42',
    });
    expect(html).toContain(
      '<a class="aix-doc-embed__play" href="https://vimeo.com/42" rel="noopener noreferrer nofollow" target="_blank" data-embed-service="vimeo" data-embed-id="42" title="Vimeo video" aria-label="Play Vimeo video (Vimeo)">',
    );
  });

  it('escapes a caption that tries to break out of the facade', () => {
    const { html } = one({
      service: 'youtube',
      source: 'dQw4w9WgXcQ',
      caption: '"><img src=x onerror=alert(1)>',
    });
    expect(html).not.toContain('<img');
    expect(html).not.toContain('onerror=alert');
  });

  it('shows and reports the exact spec text for other services', () => {
    for (const service of ['facebook', 'codepen', undefined, 7]) {
      const { html, errors } = one({ service, source: 'https://facebook.com/x' });
      expect(html).toContain(
        '<p class="aix-doc-notice" role="note">Only Youtube and Vime Embeds are supported right now.</p>',
      );
      expect(errors).toEqual(['Only Youtube and Vime Embeds are supported right now.']);
    }
  });

  it('drops a supported embed without a usable video address', () => {
    const { html, errors } = one({
      service: 'youtube',
      source: 'https://evil.example/watch?v=dQw4w9WgXcQ',
    });
    expect(html).toBe('');
    expect(errors).toEqual([
      'Block 1 (embed): no valid YouTube video address in "source" or "embed".',
    ]);
  });
});
