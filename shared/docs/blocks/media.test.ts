import { describe, expect, it } from 'vitest';
import { renderDocumentation } from '../render';

const one = (type: string, data: unknown) =>
  renderDocumentation({ time: 0, blocks: [{ type, data }] });

describe('image block', () => {
  it('renders file.url with caption, alt text and the three style flags', () => {
    const { html, errors } = one('image', {
      file: { url: 'https://cdn.example/shot.png' },
      caption: 'The <b>designer</b>',
      withBorder: true,
      stretched: true,
      withBackground: true,
    });
    expect(html).toContain(
      '<figure class="aix-doc-image aix-doc-image--border aix-doc-image--stretched aix-doc-image--background">' +
        '<img src="https://cdn.example/shot.png" alt="The designer" loading="lazy" decoding="async" referrerpolicy="no-referrer">' +
        '<figcaption>The <b>designer</b></figcaption></figure>',
    );
    expect(errors).toEqual([]);
  });

  it('keeps the uploaded size as width/height so the page reserves the box, and ignores nonsense', () => {
    const sized = one('image', {
      file: { url: '/private/api/files/images/a.webp', width: 640, height: 360 },
    });
    expect(sized.html).toContain(
      '<img src="/private/api/files/images/a.webp" alt="" width="640" height="360" loading="lazy"',
    );
    for (const file of [
      { url: '/a.png', width: 640 },
      { url: '/a.png', width: '640" onload="x', height: 360 },
      { url: '/a.png', width: -1, height: 360 },
      { url: '/a.png', width: 1.5, height: 360 },
    ]) {
      expect(one('image', { file }).html).not.toContain('width=');
    }
  });

  it('accepts the simple-image url field, same-origin paths and raster data URLs', () => {
    expect(one('image', { url: '/uploads/a.png' }).html).toContain(
      'src="/uploads/a.png" alt=""',
    );
    expect(one('image', { url: 'data:image/gif;base64,R0lGOD==' }).html).toContain(
      'src="data:image/gif;base64,R0lGOD=="',
    );
  });

  it('drops the block for a missing or unsafe URL', () => {
    expect(one('image', { caption: 'x' }).errors).toEqual([
      'Block 1 (image): "file.url" is missing.',
    ]);
    for (const url of [
      'javascript:alert(1)',
      'data:image/svg+xml;base64,PHN2Zz4=',
      '//evil/x.png',
    ]) {
      const { html, errors } = one('image', { file: { url } });
      expect(html).toBe('');
      expect(errors).toEqual([
        'Block 1 (image): the image URL is not an allowed http(s) or image URL.',
      ]);
    }
  });
});

describe('blocksDiagram block', () => {
  it('renders a labelled placeholder with the caption', () => {
    const { html, errors } = one('blocksDiagram', {
      title: 'when Button1.Click',
      caption: 'Event <i>handler</i>',
    });
    expect(html).toContain(
      '<figure class="aix-doc-diagram"><div class="aix-doc-diagram__box">' +
        '<span class="aix-doc-diagram__icon" aria-hidden="true"></span>' +
        '<span class="aix-doc-diagram__label">when Button1.Click</span></div>' +
        '<figcaption>Event <i>handler</i></figcaption></figure>',
    );
    expect(errors).toEqual([]);
  });

  it('names the component and its blocks as text, as the demo seed stores them', () => {
    const { html, errors } = one('blocksDiagram', {
      caption: 'When WiFi1.Connected do …',
      component: 'WiFi',
      blocks: [
        'when WiFi1.Connected',
        '<b>when</b> WiFi1.Failed<script>x</script>',
        5,
        {},
      ],
    });
    expect(html).toContain(
      '<span class="aix-doc-diagram__label">WiFi blocks</span><ul class="aix-doc-diagram__blocks">' +
        '<li>when WiFi1.Connected</li><li>when WiFi1.Failed</li><li>5</li></ul>',
    );
    expect(errors).toEqual(['Block 1 (blocksDiagram): A block name must be text.']);
  });

  it('falls back to a generic label and accepts "text" as the caption', () => {
    const { html } = one('blocksDiagram', { text: 'caption' });
    expect(html).toContain('<span class="aix-doc-diagram__label">Blocks diagram</span>');
    expect(html).toContain('<figcaption>caption</figcaption>');
  });

  it('keeps only the text of the title', () => {
    const { html } = one('blocksDiagram', {
      title: '<b>when</b> Click<img src=x onerror=alert(1)>',
    });
    expect(html).toContain('<span class="aix-doc-diagram__label">when Click</span>');
  });
});
