import { describe, expect, it } from 'vitest';
import {
  firstLoadKeys,
  onDemandBringingScreens,
  staticClosure,
  type Manifest,
} from './bundle-size';

// The shape of the real build: index.html's module script is the app (web/main.tsx),
// which imports its screens dynamically.
const manifest: Manifest = {
  'index.html': {
    file: 'assets/index.js',
    isEntry: true,
    imports: ['_react.js'],
    dynamicImports: [
      '../renderer/features/explore/ExploreScreen.tsx',
      '../renderer/x.tsx',
    ],
  },
  '_react.js': { file: 'assets/react.js' },
  '../renderer/features/explore/ExploreScreen.tsx': {
    file: 'assets/ExploreScreen.js',
    isDynamicEntry: true,
    imports: ['_react.js', '_card.js'],
  },
  '_card.js': { file: 'assets/card.js' },
  '../renderer/x.tsx': {
    file: 'assets/x.js',
    isDynamicEntry: true,
    imports: ['_docs.js'],
  },
  '_docs.js': { file: 'assets/docs.js' },
};

describe('bundle size manifest walk', () => {
  it('follows static imports only', () => {
    expect(staticClosure(manifest, ['index.html'])).toEqual(['index.html', '_react.js']);
  });

  it('counts the entry and the listing screen, not other lazy screens', () => {
    expect(firstLoadKeys(manifest)).toEqual({
      entry: ['index.html', '_react.js'],
      screen: ['../renderer/features/explore/ExploreScreen.tsx', '_card.js'],
    });
  });

  it('finds an on-demand import that would bring a landing screen along', () => {
    const folded: Manifest = {
      'index.html': {
        file: 'assets/index.js',
        isEntry: true,
        dynamicImports: [
          '../shared/api/client/commerce.ts',
          '../renderer/features/extension/ExtensionScreen.tsx',
        ],
      },
      '../renderer/features/extension/ExtensionScreen.tsx': {
        file: 'assets/ExtensionScreen.js',
        isDynamicEntry: true,
        imports: ['_ExtensionScreen-parts.js'],
      },
      '_ExtensionScreen-parts.js': {
        file: 'assets/ExtensionScreen-parts.js',
        name: 'ExtensionScreen-parts',
      },
      '../shared/api/client/commerce.ts': {
        file: 'assets/commerce.js',
        isDynamicEntry: true,
        imports: ['_ExtensionScreen-parts.js'],
      },
    };
    expect(onDemandBringingScreens(folded)).toEqual([
      'index.html -> ../shared/api/client/commerce.ts',
    ]);
    // Its own chunk: nothing to report (and the screen's own import is its route).
    folded['../shared/api/client/commerce.ts'] = {
      file: 'assets/commerce.js',
      isDynamicEntry: true,
      imports: [],
    };
    expect(onDemandBringingScreens(folded)).toEqual([]);
  });
});
