/**
 * Documentation of the demo catalogue as Editor.js documents `{ time, blocks }`.
 * Every block is `{ id, type, data, tunes? }`; the docs renderer (shared/docs) reads
 * these names and shapes, so keep them in step with it:
 *
 * | type          | data                                                                  |
 * |---------------|-----------------------------------------------------------------------|
 * | header        | { text, level: 1-6 }                                                  |
 * | paragraph     | { text } (inline HTML: <b>, <i>, <a href>)                            |
 * | list          | { style: 'ordered' or 'unordered', meta: {},                         |
 * |               |   items: [{ content, meta: {}, items: [...same, nested] }] }          |
 * | image         | { file: { url, width, height }, caption, withBorder, stretched, ... }|
 * | quote         | { text, caption, alignment: 'left' or 'center' }                     |
 * | code          | { code }                                                              |
 * | delimiter     | {}                                                                    |
 * | table         | { withHeadings, content: string[][] } (cells may hold inline HTML)    |
 * | checklist     | { items: [{ text, checked }] }                                        |
 * | embed         | { service: 'youtube' or 'vimeo', source, embed, width, height, caption } |
 * | messageBox    | { header, body, theme: 'success' / 'warning' / 'info' / 'danger' }   |
 * | button        | { link, text, theme: same themes as messageBox }                      |
 * | linkTool      | { link, meta: { title, description, image: { url }, site_name } }    |
 * | attaches      | { file: { url, name, extension, size }, title }                       |
 * | blocksDiagram | { caption, component, blocks: string[] } (placeholder for a diagram) |
 *
 * Alignment is a block tune: `tunes: { alignment: { alignment: 'left' | 'center' | 'right' } }`.
 * Images are raster data: URIs (png.ts; the renderer refuses SVG data URLs), links and
 * files are paths on this server, so nothing loads from another host; only embeds
 * point at YouTube or Vimeo (spec §3).
 */
import type { DocBlock } from '#shared/api/extensions';
import { bannerPng } from './png';

export type Alignment = 'left' | 'center' | 'right';
export interface DemoDocument {
  time: number;
  blocks: DocBlock[];
}

export interface DocSubject {
  name: string;
  slug: string;
  /** Username of the maker, for the "more from the maker" button. */
  maker: string;
  component: string;
  summary: string;
  properties: readonly (readonly [string, string, string])[];
  events: readonly string[];
}

/** Blocks get their ids in demoDocument, from their position, so seeds stay deterministic. */
function block(type: string, data: DocBlock['data'], align?: Alignment): DocBlock {
  return align
    ? { type, data, tunes: { alignment: { alignment: align } } }
    : { type, data };
}

const header = (text: string, level: number, align?: Alignment) =>
  block('header', { text, level }, align);
const paragraph = (text: string, align?: Alignment) =>
  block('paragraph', { text }, align);
interface ListItem {
  content: string;
  meta: Record<string, never>;
  items: ListItem[];
}
const item = (content: string, items: ListItem[] = []): ListItem => ({
  content,
  meta: {},
  items,
});

function seedOf(text: string): number {
  let h = 0;
  for (const char of text) h = (Math.imul(h, 31) + char.charCodeAt(0)) >>> 0;
  return h;
}

/** The standard page every demo extension gets: the spec's two level-2 headers and more. */
function reference(subject: DocSubject): DocBlock[] {
  return [
    header('Designer Properties', 2),
    paragraph(
      `Drop <b>${subject.component}</b> on a screen. It is a <i>non-visible</i> component, so it appears below the viewer.`,
    ),
    block('table', {
      withHeadings: true,
      content: [
        ['Property', 'Type', 'Description'],
        ...subject.properties.map(row => [...row]),
      ],
    }),
    header('Blocks', 2),
    block('blocksDiagram', {
      caption: `When ${subject.component}1.${subject.events[0] ?? 'Ready'} do …`,
      component: subject.component,
      blocks: subject.events.map(event => `when ${subject.component}1.${event}`),
    }),
    header('Events', 3),
    block('list', {
      style: 'unordered',
      meta: {},
      items: subject.events.map(event => item(`<b>${event}</b>`)),
    }),
  ];
}

/** A page that uses every block kind and every tune, for the docs renderer to show off. */
function showcase(subject: DocSubject): DocBlock[] {
  const site = `/extension/${subject.slug}`;
  return [
    header(`${subject.name} guide`, 1, 'center'),
    paragraph(
      `${subject.summary} Read the <a href="${site}">extension page</a> for versions, or jump to the <i>Blocks</i> section.`,
    ),
    block(
      'image',
      {
        file: {
          url: bannerPng('#4f46e5', seedOf(subject.name), 320, 120),
          width: 320,
          height: 120,
        },
        caption: `${subject.name} in the App Inventor designer`,
        withBorder: true,
        stretched: false,
        withBackground: false,
      },
      'center',
    ),
    ...reference(subject),
    header('Getting started', 3),
    block('list', {
      style: 'ordered',
      meta: { start: 1 },
      items: [
        item('Import the <b>.aix</b> file', [
          item('Open <i>Extension</i> in the palette'),
          item('Choose <b>Import extension</b>', [item('Pick the downloaded file')]),
        ]),
        item(`Drag <b>${subject.component}</b> onto Screen1`),
        item('Build the app and try it on a device'),
      ],
    }),
    block('checklist', {
      items: [
        { text: 'Minimum SDK 16 or newer', checked: true },
        { text: 'Permissions listed in the manifest', checked: true },
        { text: 'Tested on the companion app', checked: false },
      ],
    }),
    block(
      'quote',
      {
        text: 'Small blocks, clear events and no surprises in the manifest.',
        caption: 'The maker',
        alignment: 'center',
      },
      'center',
    ),
    block('code', {
      code: `// Kotlin equivalent of the main block\nval ${subject.component.toLowerCase()} = ${subject.component}(form)\n${subject.component.toLowerCase()}.start()`,
    }),
    block('delimiter', {}),
    header('Video walkthrough', 4, 'left'),
    block(
      'embed',
      {
        service: 'youtube',
        source: 'https://www.youtube.com/watch?v=M7lc1UVf-VE',
        embed: 'https://www.youtube.com/embed/M7lc1UVf-VE',
        width: 580,
        height: 320,
        caption: 'Setting up the component (YouTube)',
      },
      'center',
    ),
    block('embed', {
      service: 'vimeo',
      source: 'https://vimeo.com/76979871',
      embed: 'https://player.vimeo.com/video/76979871?title=0&byline=0',
      width: 580,
      height: 320,
      caption: 'A longer tour (Vimeo)',
    }),
    block('messageBox', {
      header: 'Works offline',
      body: 'No network permission is needed.',
      theme: 'success',
    }),
    block('messageBox', {
      header: 'Companion app',
      body: 'Some events only fire in a built APK.',
      theme: 'warning',
    }),
    block('messageBox', {
      header: 'Tip',
      body: 'Set properties in the designer to save blocks.',
      theme: 'info',
    }),
    block('messageBox', {
      header: 'Breaking change',
      body: 'Version 2 renamed the <b>Error</b> event.',
      theme: 'danger',
    }),
    block('button', { link: site, text: 'See all versions', theme: 'info' }, 'center'),
    block(
      'button',
      { link: `/user/${subject.maker}`, text: 'More from the maker', theme: 'success' },
      'right',
    ),
    block('linkTool', {
      link: '/curl-to-blocks',
      meta: {
        title: 'cURL to Blocks',
        description: 'Turn a curl command into App Inventor Web component blocks.',
        image: { url: bannerPng('#0891b2', seedOf('curl'), 160, 90) },
        site_name: 'AIX Market',
      },
    }),
    // Files served by this server itself: the extension's own record and the API spec.
    block('attaches', {
      file: {
        url: `/private/api/extension/${subject.slug}`,
        name: `${subject.slug}.json`,
        extension: 'json',
        size: 4096,
      },
      title: 'Extension details (JSON)',
    }),
    block('attaches', {
      file: {
        url: '/api/docs/json',
        name: 'aix-market-api.json',
        extension: 'json',
        size: 65536,
      },
      title: 'AIX Market API (OpenAPI)',
    }),
    paragraph('Questions? Use <b>Report</b> on the extension page.', 'right'),
  ];
}

export function demoDocument(
  subject: DocSubject,
  time: number,
  full: boolean,
): DemoDocument {
  const blocks = full ? showcase(subject) : reference(subject);
  const prefix = subject.slug.replace(/-/g, '').slice(0, 6);
  return {
    time,
    blocks: blocks.map((value, index) => ({
      id: `${prefix}${index.toString(36).padStart(4, '0')}`,
      ...value,
    })),
  };
}
