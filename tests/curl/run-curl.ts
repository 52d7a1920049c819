/**
 * Runs one corpus fixture with the machine's real curl, the way the captures in
 * ../shared/corpus/curl/observed-curl-7.88.1 were made (observed README): `env -i`,
 * `timeout 8 bash <fixture>` in a fresh folder holding the stub input files, stdin
 * from /dev/null. A `curl` wrapper first in PATH adds `--connect-to ::127.0.0.1:PORT`,
 * so curl still writes the fixture's own URL and Host header (localhost:28139)
 * while the bytes go to our capture server.
 */
import { spawn, spawnSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';

export const REAL_CURL = '/usr/bin/curl';

/** Stub files of the observed README, plus the ones our own fixtures read. */
export const STUB_FILES: Record<string, string> = {
  'add_params.xml': '<xml>add</xml>\n',
  'myfile.jpg': 'JPEGDATA\n',
  'image.jpg': 'JPEGDATA\n',
  'myfile.jg': 'JPEGDATA\n',
  'NewDoc.pdf': '%PDF-1.4 stub\n',
  'test/fixtures/curl_commands/delete.sh':
    'curl -X "DELETE" "http://localhost:28139/page"\n',
  '47.htz': 'HTZ\n',
  'file.txt': 'file contents\n',
  'my_file.txt': 'my file\n',
  'sample.sparql': 'SELECT * WHERE {?s ?p ?o}\n',
  new_file: 'a=1\nb=2\n',
  'input_redirected_file.txt': 'input\n',
  'cookies.txt': 'localhost\tFALSE\t/\tFALSE\t0\tsessionid\tabc123\n',
  'cookie.txt': 'localhost\tFALSE\t/\tFALSE\t0\tsessionid\tabc123\n',
  'payload.json': '{"line":"one\\ntwo"}\r\n',
};

export function curlVersion(): string | undefined {
  const result = spawnSync(REAL_CURL, ['--version'], { encoding: 'utf8' });
  return /^curl (\S+)/.exec(result.stdout ?? '')?.[1];
}

/** A fresh working folder with the stub files; it doubles as the phone's storage. */
export function makeSandbox(port: number): string {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'aix-curl-'));
  for (const [name, content] of Object.entries(STUB_FILES)) {
    const file = path.join(dir, name);
    fs.mkdirSync(path.dirname(file), { recursive: true });
    fs.writeFileSync(file, content);
  }
  const bin = path.join(dir, '.bin');
  fs.mkdirSync(bin);
  fs.writeFileSync(
    path.join(bin, 'curl'),
    `#!/bin/sh\nexec ${REAL_CURL} --connect-to ::127.0.0.1:${port} "$@"\n`,
    { mode: 0o755 },
  );
  return dir;
}

export interface CurlRun {
  exitCode: number | null;
  stderr: string;
}

export function runFixture(fixture: string, sandbox: string): Promise<CurlRun> {
  return new Promise((resolve, reject) => {
    const child = spawn(
      'env',
      [
        '-i',
        `PATH=${path.join(sandbox, '.bin')}:/usr/bin:/bin`,
        `HOME=${sandbox}`,
        'timeout',
        '8',
        'bash',
        path.resolve(fixture),
      ],
      { cwd: sandbox, stdio: ['ignore', 'ignore', 'pipe'] },
    );
    let stderr = '';
    child.stderr.on('data', (chunk: Buffer) => (stderr += chunk.toString('utf8')));
    child.on('error', reject);
    child.on('close', exitCode => resolve({ exitCode, stderr }));
  });
}
