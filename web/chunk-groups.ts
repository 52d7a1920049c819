/**
 * Build-time only (Vite plugin): groups what the first visit loads into two
 * chunks, the libraries and the app shell, instead of the dozens of small
 * shared chunks the default splitting makes (each a request; issue 18 allows at
 * most 15 JS+CSS requests on a first visit). The groups are exactly the
 * modules the entry imports statically, found in the module graph, so no lazy
 * screen is pulled into the first load. The public screens a visitor lands on
 * get one chunk each for what they import beyond the shell, and one more for what
 * the listing shares with the others. What the shell loads on demand is never part
 * of a landing screen's chunk (scripts/bundle-size.ts checks it).
 */
import type { Plugin } from 'vite';

interface ModuleGraph {
  getModuleIds(): IterableIterator<string>;
  getModuleInfo(id: string): {
    isEntry: boolean;
    importedIds: readonly string[];
    dynamicallyImportedIds: readonly string[];
  } | null;
}

/** Landing screens, most visited first (paths under renderer/features). */
const SCREENS = [
  'explore/ExploreScreen',
  'extension/ExtensionScreen',
  'profile/ProfileScreen',
] as const;

const PRELOAD_HELPER = '\0vite/preload-helper.js';

/**
 * The route tables' lazy sections and the landing screens: screens of their own,
 * which may share a landing screen's chunk.
 */
const ROUTE_SECTION = new RegExp(
  `(${['MoreRoutes', 'features/dashboard/DashboardRoutes', ...SCREENS].join('|')})\\.tsx$`,
);

/**
 * Whether a built file is one the entry loads statically (its group chunks and
 * Rolldown's runtime): loaded before any lazy chunk can be asked for.
 */
export function alwaysLoaded(file: string): boolean {
  return /(^|\/)(vendor|shell|rolldown-runtime)-[\w-]+\.js$/.test(file);
}

export function firstLoadChunks(): Plugin {
  // What the app's entry (web/main.tsx, index.html's module script) imports
  // statically: everything a first visit runs. Vite's preload helper, which the
  // entry's lazy screens go through, is part of it.
  const firstLoad = new Set<string>([PRELOAD_HELPER]);
  const entries = new Set<string>();
  const screenParts = new Map<string, Set<string>>();
  const shared = new Set<string>();
  /** What the shell loads on demand, and what that brings along. */
  const onDemand = new Set<string>();
  /** Of those, what a landing screen also imports: kept out of its chunk. */
  const displaced = new Set<string>();
  const library = (id: string) => /[\\/]node_modules[\\/]/.test(id);
  return {
    name: 'aix:first-load-chunks',
    apply: 'build',
    buildEnd() {
      const graph = this as unknown as ModuleGraph;
      const closure = (id: string, into: Set<string>, skip: (id: string) => boolean) => {
        if (into.has(id) || skip(id)) return;
        into.add(id);
        for (const next of graph.getModuleInfo(id)?.importedIds ?? []) {
          closure(next, into, skip);
        }
      };
      const visit = (id: string) => closure(id, firstLoad, () => false);
      for (const id of graph.getModuleIds()) {
        const info = graph.getModuleInfo(id);
        if (!info?.isEntry) continue;
        entries.add(id);
        // index.html is Vite's entry; the module script it names is the app's.
        if (id.endsWith('.html')) {
          for (const app of info.importedIds) {
            entries.add(app);
            visit(app);
          }
        }
        visit(id);
      }
      const ids = [...graph.getModuleIds()];
      // What the shell loads on demand beyond the routes' own sections (a signed-in
      // user's calls, menus, the bell), with everything each brings along, is not a
      // landing screen's part: inside one, loading it would bring that whole screen
      // along (a signed-in listing would fetch the extension page's code).
      for (const id of firstLoad) {
        for (const lazy of graph.getModuleInfo(id)?.dynamicallyImportedIds ?? []) {
          if (firstLoad.has(lazy) || ROUTE_SECTION.test(lazy)) continue;
          closure(lazy, onDemand, skip => firstLoad.has(skip));
        }
      }
      const closures = new Map<string, Set<string>>();
      for (const screen of SCREENS) {
        const root = ids.find(id => id.endsWith(`/features/${screen}.tsx`));
        if (!root) continue;
        const part = new Set<string>();
        closure(root, part, id => {
          if (firstLoad.has(id)) return true;
          if (id === root || !onDemand.has(id)) return false;
          displaced.add(id);
          return true;
        });
        // The screen's own module goes with its parts: one chunk instead of two
        // (the dynamic import keeps a one-line facade named after the screen).
        closures.set(screen, part);
      }
      // What those bring along is kept out too: the screen's chunk would otherwise
      // gather it as its own dependencies.
      for (const id of [...displaced]) {
        for (const next of graph.getModuleInfo(id)?.importedIds ?? []) {
          closure(next, displaced, skip => firstLoad.has(skip));
        }
      }
      // What the listing shares with the other landing screens (the card, the price,
      // the rating) is a chunk of its own: an extension page must not load, or inline
      // the CSS of, the listing's filters and hero to get the card. Beyond that, the
      // earlier screen in SCREENS keeps what two share.
      const [listing, ...others] = [...closures.values()];
      for (const id of listing ?? []) {
        if (others.some(part => part.has(id))) shared.add(id);
      }
      const taken = new Set(shared);
      for (const [screen, part] of closures) {
        const own = new Set([...part].filter(id => !taken.has(id)));
        own.forEach(id => taken.add(id));
        screenParts.set(screen, own);
      }
    },
    outputOptions(output) {
      return {
        ...output,
        codeSplitting: {
          groups: [
            { name: 'vendor', test: id => firstLoad.has(id) && library(id), priority: 2 },
            // The entry module stays the entry chunk (index.html's script).
            {
              name: 'shell',
              test: id => firstLoad.has(id) && !library(id) && !entries.has(id),
              priority: 1,
            },
            { name: 'screens-shared', test: id => shared.has(id), priority: 0 },
            // A module the shell loads on demand that a landing screen imports too
            // (the signed-in calls the extension page makes) stays alone, named
            // after its file, so loading it never brings that screen along.
            {
              name: id => /([^/\\]+)\.tsx?$/.exec(id)?.[1] ?? 'on-demand',
              test: id => displaced.has(id),
              includeDependenciesRecursively: false,
              priority: 1,
            },
            ...SCREENS.map(screen => ({
              name: `${screen.split('/')[1] ?? screen}-parts`,
              test: (id: string) => screenParts.get(screen)?.has(id) ?? false,
              priority: 0,
            })),
          ],
        },
      };
    },
  };
}
