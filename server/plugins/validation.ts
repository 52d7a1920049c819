/**
 * Our AJV keywords, added to the one validator every route uses (app.ts).
 * `finite`: AJV's type coercion turns "Infinity", "1e309" and "-1e309" into
 * ±Infinity and then skips `minimum`/`maximum` for non-finite numbers, so a bounded
 * integer still let Infinity through to SQL. Request numbers declare `finite`
 * (shared/api/common.ts Int, Num) and this keyword refuses what is not.
 */
import type { Ajv } from 'ajv';

export const FINITE_KEYWORD = 'finite';

export function validationKeywords(ajv: Ajv): Ajv {
  ajv.addKeyword({
    keyword: FINITE_KEYWORD,
    // No `type: 'number'`: AJV would then skip non-finite numbers, the very ones to refuse.
    schemaType: 'boolean',
    errors: false,
    validate: (wanted: boolean, data: unknown) =>
      !wanted || typeof data !== 'number' || Number.isFinite(data),
  });
  return ajv;
}
