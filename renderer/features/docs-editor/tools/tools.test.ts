// @vitest-environment happy-dom
import type { API, BlockAPI, BlockToolConstructorOptions } from '@editorjs/editorjs';
import { describe, expect, it } from 'vitest';
import { UNSUPPORTED_EMBED_MESSAGE } from '#shared/docs/render';
import { ChecklistTool } from './checklist';
import { EmbedTool, parseEmbed } from './embed';
import { NestedListTool, readItems } from './list';
import { MessageBoxTool } from './message-box';
import { TableTool } from './table';
import { AlignmentTune } from './alignment';
import { editable } from './dom';

function options<D extends object>(data: D): BlockToolConstructorOptions<D> {
  return {
    data,
    readOnly: false,
    api: {} as API,
    block: {} as BlockAPI,
    config: {},
  };
}

describe('list tool', () => {
  it('round-trips nested items', () => {
    const items = [
      { content: 'one', meta: {}, items: [{ content: 'one.a', meta: {}, items: [] }] },
      { content: '<b>two</b>', meta: {}, items: [] },
    ];
    const tool = new NestedListTool(
      options({ style: 'ordered' as const, meta: {}, items }),
    );
    const node = tool.render();
    expect(node.tagName).toBe('OL');
    expect(node.getAttribute('aria-label')).toContain('Numbered list');
    expect(tool.save(node)).toEqual({ style: 'ordered', meta: {}, items });
  });

  it('reads a plain list element', () => {
    const list = document.createElement('ul');
    list.innerHTML = '<li>a<ul><li>b</li></ul></li><li>c</li>';
    expect(readItems(list)).toEqual([
      { content: 'a', meta: {}, items: [{ content: 'b', meta: {}, items: [] }] },
      { content: 'c', meta: {}, items: [] },
    ]);
  });
});

describe('embed tool', () => {
  it('accepts YouTube and Vimeo only', () => {
    expect(parseEmbed('https://youtu.be/dQw4w9WgXcQ')).toEqual({
      service: 'youtube',
      embed: 'https://www.youtube-nocookie.com/embed/dQw4w9WgXcQ',
    });
    expect(parseEmbed('https://vimeo.com/76979871')?.service).toBe('vimeo');
    expect(parseEmbed('https://www.dailymotion.com/video/x7tgad0')).toBeNull();
  });

  it("shows the spec's message for other services and refuses to save them", () => {
    const tool = new EmbedTool(options({}));
    const node = tool.render();
    const input = node.querySelector('input');
    if (!input) throw new Error('no input');
    input.value = 'https://www.dailymotion.com/video/x7tgad0';
    input.dispatchEvent(new Event('change'));
    expect(node.textContent).toContain(UNSUPPORTED_EMBED_MESSAGE);
    expect(tool.validate(tool.save())).toBe(false);
    input.value = 'https://www.youtube.com/watch?v=dQw4w9WgXcQ';
    expect(tool.validate(tool.save())).toBe(true);
  });
});

describe('card and table tools', () => {
  it('message box keeps text only and a known theme', () => {
    const tool = new MessageBoxTool(
      options({
        header: '<img src=x onerror=alert(1)>Hi',
        body: 'Body',
        theme: 'danger' as const,
      }),
    );
    tool.render();
    expect(tool.save()).toEqual({
      header: '<img src=x onerror=alert(1)>Hi',
      body: 'Body',
      theme: 'danger',
    });
    expect(tool.render().querySelector('img')).toBeNull();
  });

  it('checklist saves items with their state', () => {
    const tool = new ChecklistTool(
      options({
        items: [
          { text: 'a', checked: true },
          { text: 'b', checked: false },
        ],
      }),
    );
    const node = tool.render();
    expect(tool.save(node)).toEqual({
      items: [
        { text: 'a', checked: true },
        { text: 'b', checked: false },
      ],
    });
    expect(node.querySelectorAll('input[aria-label="Done"]')).toHaveLength(2);
  });

  it('table adds rows and columns', () => {
    const tool = new TableTool(options({ withHeadings: true, content: [['a', 'b']] }));
    const node = tool.render();
    const buttons = Array.from(node.querySelectorAll('button'));
    buttons.find(b => b.textContent === 'Add row')?.click();
    buttons.find(b => b.textContent === 'Add column')?.click();
    expect(tool.save()).toEqual({
      withHeadings: true,
      content: [
        ['a', 'b', ''],
        ['', '', ''],
      ],
    });
  });

  it('alignment tune saves the chosen alignment', () => {
    const tune = new AlignmentTune({ data: { alignment: 'center' } });
    const wrapper = tune.wrap(document.createElement('div'));
    expect(wrapper.style.textAlign).toBe('center');
    expect(tune.save()).toEqual({ alignment: 'center' });
    expect(new AlignmentTune({ data: { alignment: 'evil' } }).save()).toEqual({
      alignment: 'left',
    });
  });
});

describe('link tool', () => {
  it("shows the server's page preview and keeps the link when the fetch fails", async () => {
    const { LinkTool } = await import('./link');
    const calls: string[] = [];
    const services = {
      upload: () => Promise.reject(new Error('unused')),
      fetchLinkMeta: (url: string) => {
        calls.push(url);
        return url.includes('fail')
          ? Promise.reject(new Error('The page could not be read.'))
          : Promise.resolve({
              title: 'Docs',
              description: 'All about it',
              site_name: 'Ex',
            });
      },
    };
    const tool = new LinkTool({ ...options({}), config: { services } });
    const node = tool.render();
    const input = node.querySelector('input');
    if (!input) throw new Error('no input');
    input.value = 'https://example.com/docs';
    input.dispatchEvent(new Event('change'));
    await expect.poll(() => node.textContent).toContain('All about it');
    expect(calls).toEqual(['https://example.com/docs']);
    expect(tool.save()).toEqual({
      link: 'https://example.com/docs',
      meta: { title: 'Docs', description: 'All about it', site_name: 'Ex' },
    });
    input.value = 'https://example.com/fail';
    input.dispatchEvent(new Event('change'));
    await expect.poll(() => node.textContent).toContain('The page could not be read.');
    expect(tool.validate(tool.save())).toBe(true);
    input.value = 'javascript:alert(1)';
    input.dispatchEvent(new Event('change'));
    expect(tool.validate(tool.save())).toBe(false);
  });
});

describe('buildTools', () => {
  it('has a tool for every block kind the renderer knows', async () => {
    const { buildTools } = await import('./index');
    const { DOC_BLOCK_TYPES } = await import('#shared/docs/render');
    const tools = buildTools({
      upload: () => Promise.reject(new Error('unused')),
      fetchLinkMeta: () => Promise.reject(new Error('unused')),
    });
    // Editor.js brings its own paragraph tool.
    const names = [...Object.keys(tools), 'paragraph'];
    for (const type of DOC_BLOCK_TYPES) expect(names).toContain(type);
    expect(Object.keys(tools)).toContain('alignment');
  });
});

describe('markup from a stored document', () => {
  const HOSTILE =
    '<meta http-equiv="refresh" content="0;url=https://evil.example"><style>body{display:none}</style>' +
    '<link rel="stylesheet" href="https://evil.example/x.css"><img src=x onerror="alert(1)">' +
    '<b onclick="alert(1)">bold</b> <a href="javascript:alert(1)">link</a>';

  const allowedOnly = (node: Element) => {
    const bad = node.querySelectorAll(
      'meta, style, link, script, img, iframe, [onclick], [onerror]',
    );
    const links = [...node.querySelectorAll('a')].map(a => a.getAttribute('href'));
    return { bad: bad.length, links };
  };

  it('reaches rich-text fields only through the inline allow-list', () => {
    const field = editable('x', HOSTILE, 'Text', false);
    expect(allowedOnly(field)).toEqual({ bad: 0, links: [null] });
    expect(field.querySelector('b')?.textContent).toBe('bold');
  });

  it('reaches list items only through the inline allow-list', () => {
    const tool = new NestedListTool(
      options({
        style: 'unordered' as const,
        meta: {},
        items: [{ content: HOSTILE, meta: {}, items: [] }],
      }),
    );
    expect(allowedOnly(tool.render())).toEqual({ bad: 0, links: [null] });
  });
});
