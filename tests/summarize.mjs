// Adds up the Vitest and Playwright JSON reports plus the pipeline steps into the
// `N passed, N failed, N skipped` line. Each test counts once: the vitest and
// playwright steps are not checks of their own (their tests are), except that a
// failed runner step whose report shows no failed test (it crashed, or never ran a
// test) counts as one failure so it cannot pass unnoticed. Every other step (lint,
// typecheck, builds) is one check.
// Usage: node tests/summarize.mjs <report dir> <step>=ok|failed ...
import fs from 'node:fs';
import path from 'node:path';

const RUNNERS = new Set(['vitest', 'playwright']);
const [reportDir, ...stepArgs] = process.argv.slice(2);
const steps = stepArgs.map(arg => {
  const [name, result] = arg.split('=');
  return { name, ok: result === 'ok' };
});
let passed = 0;
let failed = 0;
let skipped = 0;
for (const step of steps) {
  if (RUNNERS.has(step.name)) continue;
  if (step.ok) passed += 1;
  else failed += 1;
}
const failedByRunner = { vitest: 0, playwright: 0 };

function readJson(file) {
  try {
    return JSON.parse(fs.readFileSync(path.join(reportDir, file), 'utf8'));
  } catch {
    return undefined;
  }
}

const vitest = readJson('vitest.json');
if (vitest) {
  passed += vitest.numPassedTests;
  failed += vitest.numFailedTests;
  failedByRunner.vitest += vitest.numFailedTests;
  skipped += vitest.numPendingTests + (vitest.numTodoTests ?? 0);
  for (const suite of vitest.testResults ?? []) {
    for (const t of suite.assertionResults ?? []) {
      if (t.status === 'skipped' || t.status === 'pending') {
        console.log(`skipped: ${t.fullName} (vitest)`);
      }
      if (t.status === 'failed') {
        const why = (t.failureMessages?.[0] ?? '').split('\n')[0].slice(0, 300);
        console.log(
          `FAILED: ${path.relative(process.cwd(), suite.name)} › ${t.fullName}: ${why}`,
        );
      }
    }
  }
  // A suite that failed to load has no tests to count; count it as one failure.
  for (const suite of vitest.testResults ?? []) {
    if (suite.status === 'failed' && suite.assertionResults.length === 0) {
      console.log(
        `FAILED: ${path.relative(process.cwd(), suite.name)}: ${(suite.message ?? '').split('\n')[0]}`,
      );
      failed += 1;
      failedByRunner.vitest += 1;
    }
  }
}

const playwright = readJson('playwright.json');
if (playwright) {
  const {
    expected = 0,
    unexpected = 0,
    flaky = 0,
    skipped: pwSkipped = 0,
  } = playwright.stats ?? {};
  passed += expected + flaky;
  failed += unexpected;
  failedByRunner.playwright += unexpected;
  skipped += pwSkipped;
  // Every skipped test says why, so a skip can never pass unnoticed.
  const visit = suite => {
    for (const spec of suite.specs ?? []) {
      for (const t of spec.tests ?? []) {
        if (t.status === 'unexpected') {
          const why = (t.results?.at(-1)?.error?.message ?? '')
            .split('\n')[0]
            .slice(0, 300);
          console.log(`FAILED: ${spec.file} › ${spec.title}: ${why}`);
        }
        if (t.status !== 'skipped') continue;
        const reason = (t.annotations ?? []).find(a => a.type === 'skip')?.description;
        console.log(
          `skipped: ${spec.file} › ${spec.title} (${reason ?? 'no reason given'})`,
        );
      }
    }
    for (const child of suite.suites ?? []) visit(child);
  };
  for (const suite of playwright.suites ?? []) visit(suite);
  for (const error of playwright.errors ?? []) {
    console.error(`playwright: ${error.message?.split('\n')[0] ?? 'error'}`);
    failed += 1;
    failedByRunner.playwright += 1;
  }
}

for (const step of steps) {
  if (!RUNNERS.has(step.name) || step.ok || failedByRunner[step.name] > 0) continue;
  console.log(`FAILED: ${step.name} failed without a failing test in its report`);
  failed += 1;
}

const failedSteps = steps.filter(step => !step.ok).map(step => step.name);
if (failedSteps.length > 0) console.log(`\nFailed steps: ${failedSteps.join(', ')}`);
console.log(`${passed} passed, ${failed} failed, ${skipped} skipped`);
process.exit(failed > 0 ? 1 : 0);
