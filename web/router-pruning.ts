/**
 * Build-time only (Vite plugin, run by Node): lets the bundler drop the parts of
 * react-router the app never renders. Its build follows each component with a
 * top-level `Link.displayName = "Link";`, a property write the bundler must keep
 * as a possible side effect, and with it the component and everything it
 * references (<Form>, route-module prefetching, view transitions); its
 * `forwardRef(...)` calls are not marked pure either. Removing those statements
 * and marking the calls changes nothing at run time (displayName only names
 * components in React's developer tools) and takes about 4 KB gzip off the first
 * load (issue 18), together with renderer/components/Link.tsx.
 */
import type { Plugin } from 'vite';

const ROUTER_BUILD = /[\\/]node_modules[\\/]react-router[\\/]dist[\\/].+\.mjs$/;
/** `Link.displayName = "Link";` at the start of a line, outside any function. */
const DISPLAY_NAME = /^[A-Za-z_$][\w$]*\.displayName = "[^"\n]*";\n/gm;
/** `var Link = React10.forwardRef(` at the top level. */
const FORWARD_REF = /^(var [A-Za-z_$][\w$]* = )(React\d*\.forwardRef\()/gm;

export interface Pruned {
  code: string;
  displayNames: number;
  forwardRefs: number;
}

export function pruneRouterSource(code: string): Pruned {
  let displayNames = 0;
  let forwardRefs = 0;
  const pruned = code
    .replace(DISPLAY_NAME, () => {
      displayNames += 1;
      return '';
    })
    .replace(FORWARD_REF, (_match, declaration: string, call: string) => {
      forwardRefs += 1;
      return `${declaration}/* @__PURE__ */ ${call}`;
    });
  return { code: pruned, displayNames, forwardRefs };
}

export function routerPruning(): Plugin {
  let seen = 0;
  return {
    name: 'aix:router-pruning',
    apply: 'build',
    transform: {
      filter: { id: ROUTER_BUILD },
      handler(code) {
        const pruned = pruneRouterSource(code);
        seen += pruned.displayNames + pruned.forwardRefs;
        return pruned.displayNames + pruned.forwardRefs > 0
          ? { code: pruned.code, map: null }
          : null;
      },
    },
    buildEnd(error) {
      // A react-router release that writes these differently would silently undo the
      // saving (scripts/bundle-size.ts would then fail): say where to look.
      if (!error && seen === 0) {
        this.warn(
          'react-router pruning matched nothing: check web/router-pruning.ts against the installed react-router build',
        );
      }
    },
  };
}
