import type { CliIo } from '../cli';
import { inspectCommand } from './inspect';
import { adminCommand } from './admin';
import { curl2blocksCommand } from './curl2blocks';
import { text2curlCommand } from './text2curl';
import { loginCommand } from './login';
import { publishCommand } from './publish';
import { downloadCommand } from './download';

export interface Command {
  summary: string;
  run(args: string[], io: CliIo): Promise<number>;
}

/** Every command, by name. Add new ones here. */
export const commands: Record<string, Command> = {
  inspect: inspectCommand,
  admin: adminCommand,
  curl2blocks: curl2blocksCommand,
  text2curl: text2curlCommand,
  login: loginCommand,
  publish: publishCommand,
  download: downloadCommand,
};
