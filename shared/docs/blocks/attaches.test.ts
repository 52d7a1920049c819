import { describe, expect, it } from 'vitest';
import { renderDocumentation } from '../render';
import { ATTACHMENT_COLORS, attachmentColor } from './attaches';

const one = (data: unknown) =>
  renderDocumentation({ time: 0, blocks: [{ type: 'attaches', data }] });

describe('ATTACHMENT_COLORS', () => {
  it('has a colour for the common file types and a default', () => {
    for (const type of [
      'pdf',
      'zip',
      'aix',
      'aia',
      'apk',
      'doc',
      'docx',
      'xls',
      'xlsx',
      'ppt',
      'txt',
      'json',
      'png',
      'jpg',
      'gif',
      'mp3',
      'mp4',
      'default',
    ]) {
      expect(ATTACHMENT_COLORS[type]).toMatch(/^#[0-9a-f]{6}$/);
    }
  });

  it('keeps white label text readable on every colour (contrast at least 4.5:1)', () => {
    const luminance = (hex: string) => {
      const [r, g, b] = [1, 3, 5].map(i => parseInt(hex.slice(i, i + 2), 16) / 255);
      const lin = (c: number) =>
        c <= 0.03928 ? c / 12.92 : ((c + 0.055) / 1.055) ** 2.4;
      return 0.2126 * lin(r!) + 0.7152 * lin(g!) + 0.0722 * lin(b!);
    };
    for (const color of Object.values(ATTACHMENT_COLORS)) {
      expect(1.05 / (luminance(color) + 0.05)).toBeGreaterThanOrEqual(4.5);
    }
  });

  it('looks up case-insensitively and never answers from the prototype', () => {
    expect(attachmentColor('PDF')).toBe(ATTACHMENT_COLORS.pdf);
    expect(attachmentColor('constructor')).toBe(ATTACHMENT_COLORS.default);
    expect(attachmentColor('__proto__')).toBe(ATTACHMENT_COLORS.default);
  });
});

describe('attaches block', () => {
  it('renders a download card with a coloured type icon, name and size', () => {
    const { html, errors } = one({
      file: { url: '/files/TaifunWiFi.aix', name: 'TaifunWiFi.aix', size: 52_430 },
      title: 'Extension file',
    });
    expect(html).toContain(
      '<a class="aix-doc-attachment" href="/files/TaifunWiFi.aix">' +
        `<span class="aix-doc-attachment__icon" style="--aix-doc-file-color: ${ATTACHMENT_COLORS.aix}" aria-hidden="true">AIX</span>` +
        '<span class="aix-doc-attachment__text"><span class="aix-doc-attachment__title">Extension file</span>' +
        '<span class="aix-doc-attachment__meta">TaifunWiFi.aix · 51.2 KB</span></span>',
    );
    expect(errors).toEqual([]);
  });

  it('prefers the stored extension and keeps only the text of names', () => {
    const { html } = one({
      file: { url: 'https://cdn.example/x', name: '<b>guide</b>', extension: 'PDF' },
    });
    expect(html).toContain(`--aix-doc-file-color: ${ATTACHMENT_COLORS.pdf}`);
    expect(html).toContain('<span class="aix-doc-attachment__title">guide</span>');
  });

  it('uses the default colour and no label for odd extensions', () => {
    const { html } = one({
      file: { url: '/f', name: 'f', extension: 'pdf" onclick="x' },
    });
    expect(html).toContain(
      `--aix-doc-file-color: ${ATTACHMENT_COLORS.default}" aria-hidden="true"></span>`,
    );
  });

  it('rejects a missing or unsafe file URL', () => {
    expect(one({ title: 'x' }).errors).toEqual([
      'Block 1 (attaches): "file" must be an object with a url.',
    ]);
    for (const url of [
      'javascript:alert(1)',
      '//evil.example/x.apk',
      'data:text/html,x',
    ]) {
      expect(one({ file: { url } }).errors).toEqual([
        'Block 1 (attaches): "file.url" must be an http(s) URL or a /path.',
      ]);
    }
  });
});
