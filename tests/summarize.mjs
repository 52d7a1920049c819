// Adds up the Vitest and Playwright JSON reports plus the pipeline steps (lint,
// typecheck, builds: one check each) into the `N passed, N failed, N skipped` line.
import fs from 'node:fs';
import path from 'node:path';

const [reportDir, stepsPassed, stepsFailed, ...failedSteps] = process.argv.slice(2);
let passed = Number(stepsPassed);
let failed = Number(stepsFailed);
let skipped = 0;

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
  }
}

if (failedSteps.length > 0) console.log(`\nFailed steps: ${failedSteps.join(', ')}`);
console.log(`${passed} passed, ${failed} failed, ${skipped} skipped`);
process.exit(failed > 0 ? 1 : 0);
