/**
 * How long reading a large .aix holds the event loop: 250 entries of 1 MB each
 * (the attack run's file), read by the server's reader while the loop's delay is
 * sampled. Prints the longest block and the read time.
 */
import zlib from 'node:zlib';
import { readAix } from '../../server/aix/read-aix';
import { rushAix } from '../../tests/fixtures/aix/extensions';

export async function run(args: string[]): Promise<void> {
  const count = Number(args[args.indexOf('--entries') + 1]) || 250;
  const megabyte = Buffer.alloc(1024 * 1024, 0x41);
  const compressed = zlib.deflateRawSync(megabyte);
  const file = rushAix(
    'com.example.toast',
    undefined,
    Array.from({ length: count }, (_, index) => ({
      name: `com.example.toast/assets/part${index}.bin`,
      data: megabyte,
      compressed,
    })),
  );
  // A 1 ms ticker: the longest gap between its ticks is the longest block.
  let last = performance.now();
  let longest = 0;
  const ticker = setInterval(() => {
    const now = performance.now();
    longest = Math.max(longest, now - last);
    last = now;
  }, 1);
  await new Promise(resolve => setTimeout(resolve, 20));
  longest = 0;
  last = performance.now();
  const started = performance.now();
  await readAix(file);
  const readMs = performance.now() - started;
  // The tick that ends a block at the very end of the read still counts.
  await new Promise(resolve => setTimeout(resolve, 20));
  clearInterval(ticker);
  console.log(
    `aix-loop: ${count} entries of 1 MB (${(file.length / 1024).toFixed(0)} KB file), read in ${readMs.toFixed(0)} ms; ` +
      `longest event-loop block ${longest.toFixed(1)} ms`,
  );
}
