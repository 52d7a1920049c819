#!/usr/bin/env bash
# `npm test`: lint, typecheck, unit and server tests (SQLite and PostgreSQL), builds,
# then Playwright in Chromium. Prints one honest `N passed, N failed, N skipped` line.
set -u
cd "$(dirname "$0")/.."
report_dir=$(mktemp -d)
trap 'rm -rf "$report_dir"' EXIT
# name=ok|failed per step; summarize.mjs counts the checks and each test once.
results=()

step() {
  local name=$1
  shift
  echo
  echo "=== $name"
  if "$@"; then
    results+=("$name=ok")
  else
    results+=("$name=failed")
  fi
}

step lint npm run -s lint
step typecheck npx tsc -b
step vitest npx vitest run --config tests/vitest.config.ts --reporter=default --reporter=json \
  --outputFile.json="$report_dir/vitest.json"
step build:web npm run -s build:web
step bundle-size npx tsx scripts/bundle-size.ts
step build:desktop npm run -s build:desktop
PLAYWRIGHT_JSON_OUTPUT_NAME="$report_dir/playwright.json" step playwright \
  npx playwright test --config tests/playwright.config.ts

node tests/summarize.mjs "$report_dir" "${results[@]}"
