#!/usr/bin/env bash
# `npm test`: lint, typecheck, unit and server tests (SQLite and PostgreSQL), builds,
# then Playwright in Chromium. Prints one honest `N passed, N failed, N skipped` line.
set -u
cd "$(dirname "$0")/.."
report_dir=$(mktemp -d)
trap 'rm -rf "$report_dir"' EXIT
steps_passed=0
steps_failed=0
failed_names=()

step() {
  local name=$1
  shift
  echo
  echo "=== $name"
  if "$@"; then
    steps_passed=$((steps_passed + 1))
  else
    steps_failed=$((steps_failed + 1))
    failed_names+=("$name")
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

node tests/summarize.mjs "$report_dir" "$steps_passed" "$steps_failed" "${failed_names[@]}"
