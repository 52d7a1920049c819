/**
 * The `npm test` summary line is what the lead reads: each test counts once, and a
 * failed runner step that ran no test still counts (issue 17).
 */
import { execFileSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';

const dirs: string[] = [];
afterEach(() => {
  for (const dir of dirs.splice(0)) fs.rmSync(dir, { recursive: true, force: true });
});

function summarize(reports: Record<string, unknown>, steps: string[]) {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'aix-summary-'));
  dirs.push(dir);
  for (const [file, body] of Object.entries(reports)) {
    fs.writeFileSync(path.join(dir, file), JSON.stringify(body));
  }
  try {
    return execFileSync('node', ['tests/summarize.mjs', dir, ...steps], {
      encoding: 'utf8',
      stdio: ['ignore', 'pipe', 'pipe'],
    });
  } catch (error) {
    return (error as { stdout: string }).stdout;
  }
}

const playwrightOneFailed = {
  stats: { expected: 3, unexpected: 1, flaky: 0, skipped: 0 },
  suites: [
    {
      specs: [
        {
          file: 'web/errors.spec.ts',
          title: 'a screen chunk',
          tests: [{ status: 'unexpected', results: [{ error: { message: 'boom' } }] }],
        },
      ],
    },
  ],
  errors: [],
};

describe('tests/summarize.mjs', () => {
  it('counts a failed Playwright test once, not again as its failed step', () => {
    const out = summarize({ 'playwright.json': playwrightOneFailed }, [
      'lint=ok',
      'typecheck=ok',
      'playwright=failed',
    ]);
    expect(out).toContain('FAILED: web/errors.spec.ts › a screen chunk: boom');
    expect(out.trim().split('\n').at(-1)).toBe('5 passed, 1 failed, 0 skipped');
  });

  it('counts a failed runner step that ran no test as one failure', () => {
    const out = summarize({}, ['lint=ok', 'vitest=failed', 'playwright=ok']);
    expect(out).toContain('FAILED: vitest failed without a failing test in its report');
    expect(out.trim().split('\n').at(-1)).toBe('1 passed, 1 failed, 0 skipped');
  });

  it('counts each other failed step as one failed check', () => {
    const vitest = {
      numPassedTests: 10,
      numFailedTests: 0,
      numPendingTests: 1,
      numTodoTests: 0,
      testResults: [],
    };
    const out = summarize({ 'vitest.json': vitest }, [
      'lint=failed',
      'typecheck=ok',
      'vitest=ok',
    ]);
    expect(out).toContain('Failed steps: lint');
    expect(out.trim().split('\n').at(-1)).toBe('11 passed, 1 failed, 1 skipped');
  });
});
