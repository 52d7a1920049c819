import { describe, expect, it } from 'vitest';
import { renderDocumentation } from '../render';
import {
  assertSupportedEmbed,
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

describe('embed block', () => {
  it('builds the YouTube iframe address from the id, not from the stored embed URL', () => {
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
        '<iframe src="https://www.youtube-nocookie.com/embed/dQw4w9WgXcQ" title="Demo video"',
    );
    expect(html).toContain(
      'sandbox="allow-scripts allow-same-origin allow-presentation allow-popups"',
    );
    expect(html).toContain('<figcaption>Demo <b>video</b></figcaption>');
    expect(html).not.toContain('evil');
    expect(errors).toEqual([]);
  });

  it('builds the Vimeo player address, falling back to the embed field', () => {
    const { html } = one({
      service: 'vimeo',
      source: 'not a url',
      embed: 'https://player.vimeo.com/video/42',
    });
    expect(html).toContain(
      '<iframe src="https://player.vimeo.com/video/42" title="Vimeo video"',
    );
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
