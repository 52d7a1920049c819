// @vitest-environment happy-dom
// Every hostile document of tests/fixtures/hostile-blocks renders to markup that holds
// only the elements, attributes and URLs the renderer means to produce. The same corpus
// runs in real Chromium in tests/e2e/web/docs-xss.spec.ts.
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { playerSrc } from './blocks/embed';
import { renderDocumentation } from './render';

// A string path: under happy-dom the global URL is not Node's, which fileURLToPath rejects.
const dir = path.join(
  path.dirname(fileURLToPath(import.meta.url)),
  '../../tests/fixtures/hostile-blocks/',
);
const fixtures = fs
  .readdirSync(dir)
  .filter(name => name.endsWith('.json'))
  .sort()
  .map(name => ({
    name,
    doc: JSON.parse(fs.readFileSync(dir + name, 'utf8')) as unknown,
  }));

const ELEMENTS = new Set(
  'div p span a b strong i em u s mark code br sub sup h1 h2 h3 h4 h5 h6 ul ol li figure figcaption img blockquote pre hr table thead tbody tr th td iframe aside'.split(
    ' ',
  ),
);
const ATTRIBUTES = new Set(
  'class id href rel target src alt width height loading decoding referrerpolicy title allow allowfullscreen sandbox role aria-label aria-hidden tabindex scope start style data-embed-service data-embed-id'.split(
    ' ',
  ),
);
const BASE = 'https://app.example/extension/x';

// The few DOM types the audit needs, declared here because shared/ tests are also
// compiled by the Node-only server and main projects (happy-dom provides the values).
interface AuditElement {
  tagName: string;
  attributes: ArrayLike<{ name: string; value: string }>;
  getAttribute(name: string): string | null;
}
interface AuditDocument {
  createElement(tag: 'template'): {
    innerHTML: string;
    content: { querySelectorAll(selector: string): ArrayLike<AuditElement> };
  };
}
const { document } = globalThis as unknown as { document: AuditDocument };

function isAllowedUrl(value: string, images: boolean): boolean {
  if (images && /^data:image\/(png|jpeg|gif|webp);base64,/i.test(value)) return true;
  const url = new URL(value, BASE);
  if (url.protocol === 'mailto:') return !images;
  if (url.protocol !== 'https:' && url.protocol !== 'http:') return false;
  // A relative URL may only stay on this origin.
  return /^[a-z]+:/i.test(value) || url.origin === 'https://app.example';
}

/** Every way the markup could run script or leave the allow-lists; empty when clean. */
function audit(html: string): string[] {
  const template = document.createElement('template');
  template.innerHTML = html;
  const problems: string[] = [];
  for (const element of Array.from(template.content.querySelectorAll('*'))) {
    const tag = element.tagName.toLowerCase();
    if (!ELEMENTS.has(tag)) problems.push(`element <${tag}>`);
    for (const { name, value } of Array.from(element.attributes)) {
      if (!ATTRIBUTES.has(name) || name.startsWith('on'))
        problems.push(`${tag}[${name}]`);
      if (name === 'href' && !isAllowedUrl(value, false)) problems.push(`href ${value}`);
      if (name === 'src' && tag === 'img' && !isAllowedUrl(value, true))
        problems.push(`src ${value}`);
      if (name === 'id' && !value.startsWith('doc-')) problems.push(`id ${value}`);
      if (name === 'style' && !/^--aix-doc-file-color: #[0-9a-f]{6}$/.test(value)) {
        problems.push(`style ${value}`);
      }
    }
    if (tag === 'iframe') {
      const src = element.getAttribute('src') ?? '';
      if (
        !/^https:\/\/(www\.youtube-nocookie\.com\/embed\/[\w-]{11}|player\.vimeo\.com\/video\/\d+)$/.test(
          src,
        )
      ) {
        problems.push(`iframe ${src}`);
      }
    }
    // A video facade becomes a player on a click: only for a supported service and a valid id.
    const service = element.getAttribute('data-embed-service');
    if (service !== null || element.getAttribute('data-embed-id') !== null) {
      if (playerSrc(service, element.getAttribute('data-embed-id')) === null) {
        problems.push(`video ${service} ${element.getAttribute('data-embed-id')}`);
      }
    }
    if (
      element.getAttribute('target') === '_blank' &&
      !/\bnoopener\b/.test(element.getAttribute('rel') ?? '')
    ) {
      problems.push('target=_blank without noopener');
    }
  }
  return problems;
}

describe('hostile documentation corpus', () => {
  it('has at least 40 hostile documents', () => {
    expect(fixtures.length).toBeGreaterThanOrEqual(40);
  });

  it('catches what it is meant to catch (the audit itself can fail)', () => {
    expect(audit('<img src=x onerror="alert(1)">')).toEqual(['img[onerror]']);
    expect(audit('<a href="javascript:alert(1)">x</a>')).toEqual([
      'href javascript:alert(1)',
    ]);
    expect(audit('<svg onload="x"></svg>')).toEqual(['element <svg>', 'svg[onload]']);
    expect(audit('<iframe srcdoc="x"></iframe>')).toEqual(['iframe[srcdoc]', 'iframe ']);
    expect(audit('<a href="//evil.example/">x</a>')).toEqual(['href //evil.example/']);
    expect(
      audit('<a data-embed-service="youtube" data-embed-id="x/../evil">x</a>'),
    ).toEqual(['video youtube x/../evil']);
  });

  it.each(fixtures)('$name renders only allowed markup', ({ doc }) => {
    const result = renderDocumentation(doc);
    expect(typeof result.html).toBe('string');
    expect(result.errors.every(error => typeof error === 'string')).toBe(true);
    expect(audit(result.html)).toEqual([]);
    // Rendering again gives the same markup: no hidden state between calls.
    expect(renderDocumentation(doc).html).toBe(result.html);
  });

  it('leaves Object.prototype untouched after the whole corpus', () => {
    for (const { doc } of fixtures) renderDocumentation(doc);
    const probe: Record<string, unknown> = {};
    expect(probe.polluted).toBeUndefined();
    expect(probe.text).toBeUndefined();
    expect(Object.keys(Object.prototype)).toEqual([]);
  });
});
