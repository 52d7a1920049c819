/**
 * Where the bundled JavaScript of the Node entry points lives (see build-node.ts),
 * kept apart from the builder so the `npm start` launcher can name the server's
 * file without loading esbuild.
 */
export const NODE_BUNDLES = {
  /** The server and the `npm start` launcher. */
  server: {
    outDir: 'dist/server',
    entryPoints: { main: 'server/main.ts', start: 'scripts/start.ts' },
  },
  /** The command line the package's `bin` (bin/aix-market.js) loads. */
  cli: {
    outDir: 'dist/cli',
    entryPoints: { 'aix-market': 'bin/cli.ts' },
  },
} as const;

export type NodeBundleName = keyof typeof NODE_BUNDLES;

/** The compiled server, relative to the repository root. */
export const SERVER_MAIN = `${NODE_BUNDLES.server.outDir}/main.js`;
