import type { CliIo } from '../cli';

export type CommandRun = (args: string[], io: CliIo) => Promise<number>;

export interface Command {
  summary: string;
  run: CommandRun;
}

/**
 * A command whose module (and the database, zip reader or HTTP client it imports)
 * loads only when it runs: `--help` loads none, `inspect` only the .aix reader.
 */
function lazy(summary: string, load: () => Promise<{ run: CommandRun }>): Command {
  return { summary, run: async (args, io) => (await load()).run(args, io) };
}

/** Every command, by name, with the line `--help` shows. Add new ones here. */
export const commands: Record<string, Command> = {
  inspect: lazy(
    'Show what an .aix extension contains (--json for the metadata)',
    () => import('./inspect'),
  ),
  admin: lazy(
    'grant or revoke the admin role: admin grant|revoke <email>',
    () => import('./admin'),
  ),
  curl2blocks: lazy(
    'curl command on stdin -> App Inventor Web component blocks (XML)',
    () => import('./curl2blocks'),
  ),
  text2curl: lazy(
    'plain words -> one curl command (AI provider if configured, else offline)',
    () => import('./text2curl'),
  ),
  login: lazy('keep an access token for publish and download', () => import('./login')),
  publish: lazy(
    'upload a build as a new version (or --create an extension)',
    () => import('./publish'),
  ),
  download: lazy(
    'download a free or bought extension, checked by sha256',
    () => import('./download'),
  ),
  outdated: lazy(
    'list the .aix files in a folder that have newer versions: outdated [DIR]',
    () => import('./outdated'),
  ),
  update: lazy('download the newer versions beside the old files: update [DIR]', () =>
    import('./outdated').then(module => ({ run: module.runUpdate })),
  ),
};
