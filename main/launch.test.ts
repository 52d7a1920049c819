import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { parseArgv, parseLink } from './launch';

describe('what the studio is asked to open', () => {
  it('reads aixmarket://open?extension=<slug> and nothing that names a path', () => {
    expect(parseLink('aixmarket://open?extension=bluetooth-le-scanner')).toEqual({
      kind: 'extension',
      slug: 'bluetooth-le-scanner',
    });
    expect(parseLink('aixmarket://open?file=/etc/passwd')).toBeNull();
    expect(parseLink('aixmarket://open?extension=../../x')).toBeNull();
    expect(parseLink('aixmarket://delete?extension=x')).toBeNull();
    expect(parseLink('https://aix.market/extension/x')).toBeNull();
    expect(parseLink('not a url')).toBeNull();
  });

  it('takes .aix files and links from a command line, skipping flags', () => {
    expect(
      parseArgv(
        ['--inspect', 'builds/Foo.aix', 'aixmarket://open?extension=foo', 'readme.txt'],
        '/home/asha',
      ),
    ).toEqual([
      { kind: 'file', file: path.resolve('/home/asha', 'builds/Foo.aix') },
      { kind: 'extension', slug: 'foo' },
    ]);
  });
});
