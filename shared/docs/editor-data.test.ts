import { describe, expect, it } from 'vitest';
import { defaultDocument, fromEditorData, toEditorData } from './editor-data';
import { renderDocumentation } from './render';

describe('defaultDocument', () => {
  it('holds the two level-2 headers of spec §3 and is a fresh copy', () => {
    const doc = defaultDocument();
    expect(
      doc.blocks.map(block => [block.type, block.data.text, block.data.level]),
    ).toEqual([
      ['header', 'Designer Properties', 2],
      ['header', 'Blocks', 2],
    ]);
    doc.blocks[0]!.data.text = 'Changed';
    expect(defaultDocument().blocks[0]!.data.text).toBe('Designer Properties');
  });
});

describe('toEditorData', () => {
  it('gives the default document for missing or empty input', () => {
    expect(toEditorData(undefined).blocks).toHaveLength(2);
    expect(toEditorData({ time: 5, blocks: [] }).blocks[1]?.data.text).toBe('Blocks');
  });

  it('drops unknown types and malformed blocks', () => {
    const out = toEditorData({
      time: 7,
      blocks: [
        { type: 'raw', data: { html: '<script>' } },
        'nonsense',
        { type: 'paragraph', data: 'x' },
        { type: '__proto__', data: {} },
        { id: 'p', type: 'paragraph', data: { text: 'Hi' } },
      ],
    });
    expect(out).toEqual({
      time: 7,
      blocks: [{ id: 'p', type: 'paragraph', data: { text: 'Hi' } }],
    });
  });

  it('normalises legacy shapes to what the editor tools read', () => {
    const out = toEditorData({
      blocks: [
        {
          type: 'list',
          data: { style: 'ordered', items: ['a', { content: 'b', items: ['c'] }] },
        },
        { type: 'messageBox', data: { title: 'T', message: 'M', type: 'danger' } },
        { type: 'button', data: { url: 'https://x.dev', text: 'Go' } },
        { type: 'image', data: { url: 'https://x.dev/a.png', caption: 'c' } },
      ],
    });
    expect(out.blocks[0]?.data.items).toEqual([
      { content: 'a', meta: {}, items: [] },
      { content: 'b', meta: {}, items: [{ content: 'c', meta: {}, items: [] }] },
    ]);
    expect(out.blocks[1]?.data).toEqual({ header: 'T', body: 'M', theme: 'danger' });
    expect(out.blocks[2]?.data).toEqual({
      link: 'https://x.dev',
      text: 'Go',
      theme: 'info',
    });
    expect(out.blocks[3]?.data).toMatchObject({ file: { url: 'https://x.dev/a.png' } });
  });

  it('keeps a valid non-default alignment tune only', () => {
    const out = toEditorData({
      blocks: [
        {
          type: 'paragraph',
          data: { text: 'a' },
          tunes: { alignment: { alignment: 'center' } },
        },
        {
          type: 'paragraph',
          data: { text: 'b' },
          tunes: { alignment: { alignment: 'evil' } },
        },
      ],
    });
    expect(out.blocks[0]?.tunes).toEqual({ alignment: { alignment: 'center' } });
    expect(out.blocks[1]?.tunes).toBeUndefined();
  });
});

describe('fromEditorData', () => {
  it('drops empty paragraphs and unknown blocks, stamps the time', () => {
    const doc = fromEditorData(
      {
        blocks: [
          { type: 'paragraph', data: { text: ' <br>' } },
          { type: 'unknownTool', data: {} },
          {
            id: 'h',
            type: 'header',
            data: { text: 'Hello', level: 3 },
            tunes: { alignment: { alignment: 'left' } },
          },
        ],
      },
      1234,
    );
    expect(doc).toEqual({
      time: 1234,
      blocks: [{ id: 'h', type: 'header', data: { text: 'Hello', level: 3 } }],
    });
  });

  it('round-trips every block kind through the renderer without errors', () => {
    const blocks = [
      {
        type: 'header',
        data: { text: 'Title', level: 2 },
        tunes: { alignment: { alignment: 'right' } },
      },
      { type: 'paragraph', data: { text: 'Some <b>bold</b> text' } },
      {
        type: 'list',
        data: {
          style: 'unordered',
          items: [
            {
              content: 'one',
              meta: {},
              items: [{ content: 'two', meta: {}, items: [] }],
            },
          ],
        },
      },
      {
        type: 'image',
        data: { file: { url: 'https://img.test/a.png' }, caption: 'cap' },
      },
      { type: 'quote', data: { text: 'q', caption: 'c', alignment: 'left' } },
      { type: 'code', data: { code: 'let a = 1;' } },
      { type: 'delimiter', data: {} },
      {
        type: 'table',
        data: {
          withHeadings: true,
          content: [
            ['a', 'b'],
            ['1', '2'],
          ],
        },
      },
      { type: 'checklist', data: { items: [{ text: 'done', checked: true }] } },
      {
        type: 'embed',
        data: {
          service: 'youtube',
          source: 'https://youtu.be/dQw4w9WgXcQ',
          embed: 'https://www.youtube.com/embed/dQw4w9WgXcQ',
          caption: '',
        },
      },
      { type: 'messageBox', data: { header: 'Note', body: 'Body', theme: 'warning' } },
      { type: 'button', data: { link: 'https://x.dev', text: 'Go', theme: 'success' } },
      {
        type: 'linkTool',
        data: {
          link: 'https://x.dev',
          meta: {
            title: 'X',
            description: 'd',
            site_name: 'X',
            image: { url: 'https://x.dev/i.png' },
          },
        },
      },
      {
        type: 'attaches',
        data: {
          file: { url: '/files/a.pdf', name: 'a.pdf', extension: 'pdf', size: 10 },
          title: 'A',
        },
      },
      {
        type: 'blocksDiagram',
        data: { title: 'Diagram', component: 'Clock', blocks: ['Timer'] },
      },
    ];
    const stored = fromEditorData(toEditorData({ time: 1, blocks }), 2);
    expect(stored.blocks.map(block => block.type)).toEqual(
      blocks.map(block => block.type),
    );
    const rendered = renderDocumentation(stored);
    expect(rendered.errors).toEqual([]);
    expect(rendered.html).toContain('aix-doc-align--right');
    expect(rendered.html).toContain('aix-doc-message--warning');
  });
});
