import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { resolveAppPath } from './app-path';

const root = path.resolve('/opt/studio/renderer');

describe('the app:// scheme of the studio', () => {
  it('serves files inside the renderer folder and the app for its routes', () => {
    expect(resolveAppPath('app://studio/index.html', root)).toBe(
      path.join(root, 'index.html'),
    );
    expect(resolveAppPath('app://studio/assets/main-abc.js', root)).toBe(
      path.join(root, 'assets/main-abc.js'),
    );
    expect(resolveAppPath('app://studio/', root)).toBe(path.join(root, 'index.html'));
    expect(resolveAppPath('app://studio/dashboard/orders', root)).toBe(
      path.join(root, 'index.html'),
    );
  });

  it('never reads outside it', () => {
    for (const raw of [
      'app://studio/../../etc/passwd',
      'app://studio/%2e%2e/%2e%2e/etc/passwd.txt',
      'app://studio/..%2f..%2fsecret.json',
      'app://studio/assets%5c..%5c..%5csecret.json',
      'app://studio/a%00.js',
      'app://studio/%E0%A4%A',
    ]) {
      const file = resolveAppPath(raw, root);
      // Refused, or folded back inside the folder (the URL parser resolves plain `..`).
      if (file !== null) expect(file.startsWith(`${root}${path.sep}`)).toBe(true);
    }
    // The URL parser folds %2e%2e like `..`: the request stays inside the folder.
    expect(resolveAppPath('app://studio/%2e%2e/%2e%2e/etc/passwd.txt', root)).toBe(
      path.join(root, 'etc/passwd.txt'),
    );
    expect(resolveAppPath('app://studio/..%2f..%2fsecret.json', root)).toBeNull();
    expect(resolveAppPath('app://other/index.html', root)).toBeNull();
    expect(resolveAppPath('file:///etc/passwd', root)).toBeNull();
    expect(resolveAppPath('not a url', root)).toBeNull();
  });
});
