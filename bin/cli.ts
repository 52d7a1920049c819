/**
 * Command line: `npm run -s cli -- <command> ...` or `aix-market <command> ...`.
 * Each command lives in bin/commands/<name>.ts and exports `run(args, io)`.
 * Exit codes: 0 success, 1 unexpected failure, 2 bad input (the command says why).
 */
import { commands } from './commands/index';

export interface CliIo {
  stdout: (text: string) => void;
  stderr: (text: string) => void;
  readStdin: () => Promise<string>;
}

const io: CliIo = {
  stdout: text => process.stdout.write(text),
  stderr: text => process.stderr.write(text),
  readStdin: async () => {
    const chunks: Buffer[] = [];
    for await (const chunk of process.stdin) chunks.push(chunk as Buffer);
    return Buffer.concat(chunks).toString('utf8');
  },
};

function usage(): string {
  const lines = Object.entries(commands).map(
    ([name, command]) => `  ${name.padEnd(12)} ${command.summary}`,
  );
  return `Usage: aix-market <command> [options]\n\nCommands:\n${lines.join('\n')}\n`;
}

async function main(argv: string[]): Promise<number> {
  const [name, ...args] = argv;
  if (!name || name === '--help' || name === '-h') {
    io.stdout(usage());
    return name ? 0 : 2;
  }
  const command = commands[name];
  if (!command) {
    io.stderr(`Unknown command "${name}".\n\n${usage()}`);
    return 2;
  }
  return command.run(args, io);
}

main(process.argv.slice(2)).then(
  code => {
    process.exitCode = code;
  },
  (error: unknown) => {
    process.stderr.write(`${error instanceof Error ? error.message : String(error)}\n`);
    process.exitCode = 1;
  },
);
