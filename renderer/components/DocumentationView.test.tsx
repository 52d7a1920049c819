// @vitest-environment happy-dom
import { cleanup, fireEvent, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { Documentation } from '#shared/api/extensions';
import { DEFAULT_DOCUMENTATION } from '#shared/docs/render';
import { DocumentationView } from './DocumentationView';

afterEach(cleanup);

function documentation(blocks: unknown[], toc = true, html = ''): Documentation {
  return {
    html,
    toc,
    blocks: { time: 0, blocks: blocks as Documentation['blocks']['blocks'] },
  };
}

const guide = documentation([
  { type: 'header', data: { text: 'Designer Properties', level: 2 } },
  { type: 'paragraph', data: { text: 'Set <b>Interval</b> first.' } },
  { type: 'header', data: { text: 'Interval', level: 3 } },
  { type: 'header', data: { text: 'Blocks', level: 2 } },
]);

describe('DocumentationView', () => {
  it('renders the blocks and a table of contents linking to each heading', () => {
    render(<DocumentationView documentation={guide} />);
    expect(
      screen.getByRole('heading', { level: 2, name: 'Designer Properties' }).id,
    ).toBe('doc-designer-properties');
    expect(screen.getByText('Interval', { selector: 'b' })).toBeTruthy();
    const toc = screen.getByRole('navigation', { name: 'Table of contents' });
    const links = Array.from(toc.querySelectorAll('a')).map(a => [
      a.textContent,
      a.getAttribute('href'),
      a.parentElement?.dataset.depth,
    ]);
    expect(links).toEqual([
      ['Designer Properties', '#doc-designer-properties', '0'],
      ['Interval', '#doc-interval', '1'],
      ['Blocks', '#doc-blocks', '0'],
    ]);
  });

  it('scrolls to a heading when its contents link is clicked', () => {
    render(<DocumentationView documentation={guide} />);
    const heading = screen.getByRole('heading', { level: 2, name: 'Blocks' });
    const scroll = vi.fn();
    heading.scrollIntoView = scroll;
    fireEvent.click(screen.getByRole('link', { name: 'Blocks' }));
    expect(scroll).toHaveBeenCalledWith({ behavior: 'smooth', block: 'start' });
  });

  it('leaves the table of contents out when the toc flag is off', () => {
    render(
      <DocumentationView documentation={documentation(guide.blocks.blocks, false)} />,
    );
    expect(screen.queryByRole('navigation')).toBeNull();
    expect(screen.getByRole('heading', { name: 'Blocks' })).toBeTruthy();
  });

  it('never uses the stored html, only the sanitized blocks', () => {
    const { container } = render(
      <DocumentationView
        documentation={documentation(
          [
            {
              type: 'paragraph',
              data: { text: 'safe <img src=x onerror="alert(1)">text' },
            },
          ],
          true,
          '<img src=x onerror="alert(1)"><script>alert(2)</script>',
        )}
      />,
    );
    expect(container.querySelector('img, script')).toBeNull();
    expect(container.textContent).toContain('safe text');
    const handlers = Array.from(container.querySelectorAll('*')).flatMap(element =>
      element.getAttributeNames().filter(name => name.startsWith('on')),
    );
    expect(handlers).toEqual([]);
  });

  it('shows an empty state when nothing renders', () => {
    render(
      <DocumentationView documentation={documentation([{ type: 'raw', data: {} }])} />,
    );
    expect(
      screen.getByText('The developer has not written documentation yet.'),
    ).toBeTruthy();
  });

  it('renders the default documentation of a new extension', () => {
    render(
      <DocumentationView
        documentation={{
          html: '',
          toc: true,
          blocks: structuredClone(DEFAULT_DOCUMENTATION) as Documentation['blocks'],
        }}
      />,
    );
    expect(
      screen.getAllByRole('heading', { level: 2 }).map(heading => heading.textContent),
    ).toEqual(['Designer Properties', 'Blocks']);
  });

  describe('video facades', () => {
    const video = documentation([
      {
        type: 'embed',
        data: {
          service: 'youtube',
          source: 'https://youtu.be/dQw4w9WgXcQ',
          caption: 'Setup',
        },
      },
    ]);

    it('show a link to the video and load no player until pressed', () => {
      const { container } = render(<DocumentationView documentation={video} />);
      const facade = screen.getByRole('link', { name: 'Play Setup (YouTube)' });
      expect(facade.getAttribute('href')).toBe(
        'https://www.youtube.com/watch?v=dQw4w9WgXcQ',
      );
      expect(container.querySelector('iframe')).toBeNull();

      fireEvent.click(facade);
      const player = container.querySelector('iframe');
      expect(player?.getAttribute('src')).toBe(
        'https://www.youtube-nocookie.com/embed/dQw4w9WgXcQ?autoplay=1',
      );
      expect(player?.getAttribute('title')).toBe('Setup');
      expect(player?.getAttribute('sandbox')).toBe(
        'allow-scripts allow-same-origin allow-presentation allow-popups',
      );
      expect(screen.queryByRole('link', { name: 'Play Setup (YouTube)' })).toBeNull();
    });

    it('leave a click with a modifier to the link (a new tab on the video site)', () => {
      const { container } = render(<DocumentationView documentation={video} />);
      fireEvent.click(screen.getByRole('link', { name: 'Play Setup (YouTube)' }), {
        ctrlKey: true,
      });
      expect(container.querySelector('iframe')).toBeNull();
    });

    it('refuse a facade whose id was tampered with in the page', () => {
      const { container } = render(<DocumentationView documentation={video} />);
      const facade = screen.getByRole('link', { name: 'Play Setup (YouTube)' });
      facade.setAttribute('data-embed-id', '../../evil.example');
      fireEvent.click(facade);
      expect(container.querySelector('iframe')).toBeNull();
    });
  });
});
