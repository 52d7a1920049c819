/**
 * The first visit as Lighthouse sees it (issue 18): builds the web app and the
 * server, starts the compiled server on the demo catalogue, and runs Lighthouse's
 * mobile and desktop presets on `/`, one extension page and a static reference
 * page served by the same server in the same sitting (scores move with the
 * machine's load, so each page's LCP is also given as a ratio to the reference).
 * Run: `npm run bench -- web [--extension slug] [--runs N]` (median of N runs, default 3).
 * Goals: performance >= 90 on mobile, LCP <= 2x the reference, CLS < 0.05.
 */
import { spawn, spawnSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import * as chromeLauncher from 'chrome-launcher';
import lighthouse, { type Config } from 'lighthouse';
import desktopConfig from 'lighthouse/core/config/desktop-config.js';
import { ROUTES } from '#shared/api/routes';
import { buildNodeBundle } from '../build-node';
import { SERVER_MAIN } from '../node-bundles';
import { repoRoot } from '../repo-root';
import { freePort } from '../auth-emulator';

const REFERENCE = 'bench-reference.html';

/** A page of about the listing's text, no script: what "as fast as static" means here. */
function referencePage(): string {
  const cards = Array.from(
    { length: 12 },
    (_, i) =>
      `<li><h3>Extension ${i + 1}</h3><p>A short description of what this App Inventor extension does, about one line long.</p></li>`,
  ).join('');
  return `<!doctype html><html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1"><title>Reference</title><style>body{font-family:system-ui,sans-serif;margin:0 auto;max-width:1100px;padding:16px}ul{display:grid;grid-template-columns:repeat(auto-fill,minmax(260px,1fr));gap:16px;list-style:none;padding:0}li{border:1px solid #ddd;border-radius:8px;padding:12px}</style></head><body><header><strong>AIX Market</strong></header><main><h1>Find App Inventor extensions</h1><p>Search, compare and install extensions for App Inventor and its distributions.</p><h2>All extensions</h2><ul>${cards}</ul></main><footer>Reference page</footer></body></html>`;
}

async function startServer(
  webRoot: string,
): Promise<{ base: string; stop(): Promise<void> }> {
  const port = await freePort();
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'aix-bench-web-'));
  const child = spawn(process.execPath, [SERVER_MAIN], {
    cwd: repoRoot,
    stdio: 'ignore',
    env: {
      ...process.env,
      PORT: String(port),
      HOST: '127.0.0.1',
      DATA_DIR: dataDir,
      WEB_ROOT: webRoot,
      WEB_RENDER: path.join(repoRoot, 'dist/web-ssr/entry-server.js'),
      LOG_LEVEL: 'warn',
      EXCHANGE_RATES_URL: '',
      // Lighthouse is one visitor making many requests.
      RATE_LIMIT_SCALE: '100',
    },
  });
  const base = `http://127.0.0.1:${port}`;
  for (let tries = 0; tries < 1200; tries++) {
    if (child.exitCode !== null) throw new Error('The server exited while starting');
    const up = await fetch(`${base}${ROUTES.health.url()}`).then(
      response => response.ok,
      () => false,
    );
    if (up) break;
    await new Promise(resolve => setTimeout(resolve, 100));
  }
  return {
    base,
    stop: async () => {
      const exited = new Promise(resolve => child.once('exit', resolve));
      child.kill('SIGTERM');
      await exited;
      fs.rmSync(dataDir, { recursive: true, force: true });
    },
  };
}

interface Row {
  page: string;
  preset: string;
  score: number;
  lcp: number;
  tbt: number;
  cls: number;
  bytes: number;
  jsCss: number;
  jsCssBytes: number;
  lcpElement: string;
}

interface NetworkItem {
  resourceType?: string;
  transferSize?: number;
}

/** The LCP element's selector as Lighthouse names it, to see what paints last. */
function lcpElementOf(details: unknown): string {
  const found = JSON.stringify(details ?? {}).match(/"selector":"([^"]+)"/);
  return found?.[1] ?? '?';
}

async function measure(
  url: string,
  port: number,
  preset: string,
): Promise<Omit<Row, 'page'>> {
  const config: Config | undefined = preset === 'desktop' ? desktopConfig : undefined;
  const result = await lighthouse(
    url,
    { port, output: 'json', logLevel: 'error', onlyCategories: ['performance'] },
    config,
  );
  if (!result) throw new Error(`Lighthouse returned nothing for ${url}`);
  const { audits, categories, runtimeError } = result.lhr;
  // A failed run scores 0 with NaN metrics: say why instead of printing them.
  if (runtimeError)
    throw new Error(
      `Lighthouse could not measure ${url} (${preset}): ${runtimeError.code} ${runtimeError.message}`,
    );
  const value = (id: string) => audits[id]?.numericValue ?? NaN;
  const items = (audits['network-requests']?.details as { items?: NetworkItem[] })?.items;
  const code = (items ?? []).filter(
    item => item.resourceType === 'Script' || item.resourceType === 'Stylesheet',
  );
  return {
    preset,
    score: Math.round((categories.performance?.score ?? 0) * 100),
    lcp: value('largest-contentful-paint'),
    tbt: value('total-blocking-time'),
    cls: value('cumulative-layout-shift'),
    bytes: value('total-byte-weight'),
    jsCss: code.length,
    jsCssBytes: code.reduce((sum, item) => sum + (item.transferSize ?? 0), 0),
    lcpElement: lcpElementOf(audits['largest-contentful-paint-element']?.details),
  };
}

/** The run with the median score (ties broken by LCP): one number per page that noise moves least. */
function median(runs: Array<Omit<Row, 'page'>>): Omit<Row, 'page'> | undefined {
  const sorted = [...runs].sort((a, b) => a.score - b.score || b.lcp - a.lcp);
  return sorted[Math.floor((sorted.length - 1) / 2)];
}

export async function run(args: string[]): Promise<void> {
  const slugAt = args.indexOf('--extension');
  const slug = slugAt >= 0 ? (args[slugAt + 1] ?? 'lottie-player') : 'lottie-player';
  const runsAt = args.indexOf('--runs');
  const runs = Math.max(1, Number(runsAt >= 0 ? args[runsAt + 1] : 3) || 3);
  const build = spawnSync('npm', ['run', '-s', 'build:web'], {
    cwd: repoRoot,
    stdio: 'ignore',
  });
  if (build.status !== 0) throw new Error('npm run build:web failed');
  await buildNodeBundle('server');
  // A copy of the build with the reference page in it, so dist/web stays as built.
  const webRoot = path.join(
    fs.mkdtempSync(path.join(os.tmpdir(), 'aix-bench-root-')),
    'web',
  );
  fs.cpSync(path.join(repoRoot, 'dist/web'), webRoot, { recursive: true });
  fs.writeFileSync(path.join(webRoot, REFERENCE), referencePage());
  const server = await startServer(webRoot);
  const chrome = await chromeLauncher.launch({
    chromePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
    chromeFlags: ['--headless=new', '--no-sandbox', '--disable-gpu'],
  });
  const rows: Row[] = [];
  const failures: string[] = [];
  try {
    const pages = [
      ['reference', `/${REFERENCE}`],
      ['/', '/'],
      [`/extension/${slug}`, `/extension/${slug}`],
    ] as const;
    for (const preset of ['mobile', 'desktop']) {
      for (const [page, url] of pages) {
        const measured: Array<Omit<Row, 'page'>> = [];
        for (let attempt = 0; attempt < runs; attempt++) {
          try {
            measured.push(await measure(`${server.base}${url}`, chrome.port, preset));
          } catch (error) {
            failures.push(error instanceof Error ? error.message : String(error));
          }
        }
        const picked = median(measured);
        if (picked) rows.push({ page, ...picked });
      }
    }
  } finally {
    chrome.kill();
    await server.stop();
    fs.rmSync(path.dirname(webRoot), { recursive: true, force: true });
  }
  console.log(`median of ${runs} Lighthouse runs per row (by score)`);
  console.log(
    'preset   page                          score  LCP ms  ratio  TBT ms    CLS   bytes  JS+CSS  JS+CSS bytes  LCP element',
  );
  for (const row of rows) {
    const reference = rows.find(r => r.preset === row.preset && r.page === 'reference');
    const ratio = reference ? row.lcp / reference.lcp : NaN;
    console.log(
      [
        row.preset.padEnd(8),
        row.page.padEnd(29),
        String(row.score).padStart(5),
        row.lcp.toFixed(0).padStart(7),
        ratio.toFixed(2).padStart(6),
        row.tbt.toFixed(0).padStart(7),
        row.cls.toFixed(3).padStart(6),
        row.bytes.toFixed(0).padStart(7),
        String(row.jsCss).padStart(7),
        row.jsCssBytes.toFixed(0).padStart(13),
        ` ${row.lcpElement}`,
      ].join(' '),
    );
  }
  for (const failure of failures) console.log(`failed run: ${failure}`);
}
