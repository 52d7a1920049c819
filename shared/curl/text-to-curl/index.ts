/**
 * Plain words → one curl command, offline: the rule-based interpreter, then the
 * same gate as AI answers. Used by the server when no AI provider is configured
 * (and as its fallback) and by `aix-market text2curl`.
 */
import { interpretText } from './interpret';
import { checkCurlAnswer } from './validate';

export type OfflineResult =
  | { ok: true; curl: string; warnings: string[] }
  | { ok: false; reason: string; warnings: string[] };

export function textToCurlOffline(input: string): OfflineResult {
  const interpreted = interpretText(input);
  if (!interpreted.ok)
    return { ok: false, reason: interpreted.reason, warnings: interpreted.notes };
  const checked = checkCurlAnswer(interpreted.curl);
  if (!checked.ok) {
    return {
      ok: false,
      reason: `The request was understood as \`${interpreted.curl}\`, but: ${checked.reason}`,
      warnings: interpreted.notes,
    };
  }
  return {
    ok: true,
    curl: checked.curl,
    warnings: [...interpreted.notes, ...checked.warnings],
  };
}

export { checkCurlAnswer, cleanAnswer } from './validate';
export { MAX_TEXT_LENGTH } from './interpret';
