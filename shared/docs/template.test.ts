import { describe, expect, it } from 'vitest';
import { defaultDocument } from './editor-data';
import { insertReference } from './reference-blocks';
import { emptyTemplateHeadings, headingWords, isHeaderSaying } from './template';

const header = (text: string, level = 2) => ({ type: 'header', data: { text, level } });
const paragraph = (text: string) => ({ type: 'paragraph', data: { text } });

describe('headingWords', () => {
  it('reads a heading however the editor saved it', () => {
    expect(headingWords('Designer&nbsp;Properties<br>')).toBe('designer properties');
    expect(headingWords('<b>Blocks</b>:')).toBe('blocks');
    expect(isHeaderSaying(header(' designer  properties '), 'Designer Properties')).toBe(
      true,
    );
    expect(isHeaderSaying(paragraph('Blocks'), 'Blocks')).toBe(false);
  });
});

describe('emptyTemplateHeadings', () => {
  it('finds template headings with nothing under them, keeps filled and own ones', () => {
    const blocks = [
      header('Designer Properties'),
      header('Blocks'),
      header('Events', 3),
      paragraph('Fires when…'),
      header('My own section'),
    ];
    expect([...emptyTemplateHeadings(blocks)]).toEqual([0]);
    expect([...emptyTemplateHeadings(defaultDocument().blocks)]).toEqual([0, 1]);
  });
});

describe('insertReference and the saved template', () => {
  it('fills headings saved with markup instead of adding a second pair', () => {
    const saved = [header('Designer&nbsp;Properties<br>'), header('<b>Blocks</b>')];
    const out = insertReference(saved, {
      designer: [paragraph('designer table')],
      blocks: [paragraph('events')],
    });
    expect(out.filter(block => block.type === 'header')).toHaveLength(2);
    expect(out.map(block => block.data.text)).toEqual([
      'Designer&nbsp;Properties<br>',
      'designer table',
      '<b>Blocks</b>',
      'events',
    ]);
  });
});
