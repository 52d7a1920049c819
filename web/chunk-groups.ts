/**
 * Build-time only (Vite plugin): groups what the first visit loads into two
 * chunks, the libraries and the app shell, instead of the dozens of small
 * shared chunks the default splitting makes (each a request; issue 18 allows at
 * most 15 JS+CSS requests on a first visit). The groups are exactly the
 * modules the entry imports statically, found in the module graph, so no lazy
 * screen is pulled into the first load.
 */
import type { Plugin } from 'vite';

interface ModuleGraph {
  getModuleIds(): IterableIterator<string>;
  getModuleInfo(id: string): { isEntry: boolean; importedIds: readonly string[] } | null;
}

export function firstLoadChunks(): Plugin {
  const firstLoad = new Set<string>();
  const entries = new Set<string>();
  const library = (id: string) => /[\\/]node_modules[\\/]/.test(id);
  return {
    name: 'aix:first-load-chunks',
    apply: 'build',
    buildEnd() {
      const graph = this as unknown as ModuleGraph;
      const visit = (id: string) => {
        if (firstLoad.has(id)) return;
        firstLoad.add(id);
        for (const next of graph.getModuleInfo(id)?.importedIds ?? []) visit(next);
      };
      for (const id of graph.getModuleIds()) {
        const info = graph.getModuleInfo(id);
        if (!info?.isEntry) continue;
        entries.add(id);
        // index.html is Vite's entry; the script it names is the app's real entry.
        if (id.endsWith('.html')) info.importedIds.forEach(next => entries.add(next));
        visit(id);
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
          ],
        },
      };
    },
  };
}
