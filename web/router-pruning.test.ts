import fs from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { pruneRouterSource } from './router-pruning';

const SAMPLE = `var LocationContext = React.createContext(null);
LocationContext.displayName = "Location";
var Link = React10.forwardRef(
  function LinkWithRef(props, ref) {
    ref.displayName = "kept";
    FetcherForm2.displayName = "fetcher.Form";
    return null;
  }
);
Link.displayName = "Link";
`;

describe('react-router pruning', () => {
  it('drops top-level displayName writes and marks top-level forwardRef calls pure', () => {
    const pruned = pruneRouterSource(SAMPLE);
    expect(pruned).toMatchObject({ displayNames: 2, forwardRefs: 1 });
    expect(pruned.code).toBe(`var LocationContext = React.createContext(null);
var Link = /* @__PURE__ */ React10.forwardRef(
  function LinkWithRef(props, ref) {
    ref.displayName = "kept";
    FetcherForm2.displayName = "fetcher.Form";
    return null;
  }
);
`);
  });

  it('still matches the installed react-router build (else the saving is silently lost)', () => {
    const require = createRequire(import.meta.url);
    const dist = path.dirname(require.resolve('react-router'));
    const builds = fs
      .readdirSync(dist)
      .filter(name => name.endsWith('.mjs'))
      .map(name => pruneRouterSource(fs.readFileSync(path.join(dist, name), 'utf8')));
    const total = (key: 'displayNames' | 'forwardRefs') =>
      builds.reduce((sum, build) => sum + build[key], 0);
    // Link, NavLink, Form and ScrollRestoration at least.
    expect(total('displayNames')).toBeGreaterThanOrEqual(4);
    expect(total('forwardRefs')).toBeGreaterThanOrEqual(3);
  });
});
