/**
 * Reads an exchange-rate source (EXCHANGE_RATES_URL). Sources are someone else's
 * server, so every answer is treated as hostile: size and time are bounded, and
 * only a JSON object of the usual shape with sane numbers becomes rates.
 *
 * Shapes understood (the common free and paid APIs):
 * - `{ base, date, rates }` (Frankfurter, exchangerate.host, Fixer);
 * - `{ base_code, time_last_update_unix, rates | conversion_rates }` (ExchangeRate-API);
 * - `{ base, timestamp, rates }` (Open Exchange Rates).
 * Rates in another base are converted to INR when the answer has INR in it.
 */

export interface SourceRates {
  /** ISO date-time the source says its rates are of. */
  asOf: string;
  /** Units of each currency one INR buys; INR itself is left out. */
  rates: Record<string, number>;
}

export class RatesSourceError extends Error {}

const MAX_BYTES = 256 * 1024;
const MAX_CURRENCIES = 400;
const CODE = /^[A-Z]{3}$/;

function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

function sourceDate(body: Record<string, unknown>, now: Date): Date {
  const seconds = body.time_last_update_unix ?? body.timestamp;
  let date: Date | undefined;
  if (typeof seconds === 'number' && Number.isFinite(seconds)) {
    date = new Date(seconds * 1000);
  } else if (typeof body.date === 'string' && /^\d{4}-\d{2}-\d{2}$/.test(body.date)) {
    date = new Date(`${body.date}T00:00:00.000Z`);
  } else if (typeof body.time_last_update_utc === 'string') {
    date = new Date(body.time_last_update_utc);
  }
  if (!date || Number.isNaN(date.getTime())) {
    throw new RatesSourceError('the answer does not say which day its rates are of');
  }
  // A day of clock skew is fine; a date from the future is not a real quote.
  if (date.getTime() > now.getTime() + 36 * 3600_000) {
    throw new RatesSourceError(
      `the answer is dated in the future (${date.toISOString()})`,
    );
  }
  return date;
}

function readRates(value: unknown): Map<string, number> {
  if (!isRecord(value)) throw new RatesSourceError('the answer has no rates object');
  const entries = Object.entries(value);
  if (entries.length > MAX_CURRENCIES) {
    throw new RatesSourceError(`the answer lists ${entries.length} currencies`);
  }
  const rates = new Map<string, number>();
  for (const [code, rate] of entries) {
    if (!CODE.test(code))
      throw new RatesSourceError(`"${code.slice(0, 20)}" is not a currency code`);
    if (typeof rate !== 'number' || !Number.isFinite(rate) || rate <= 0) {
      throw new RatesSourceError(`the rate for ${code} is not a positive number`);
    }
    rates.set(code, rate);
  }
  return rates;
}

/** Turns a parsed answer into INR-based rates, or says what is wrong with it. */
export function parseRatesAnswer(body: unknown, now: Date): SourceRates {
  if (!isRecord(body)) throw new RatesSourceError('the answer is not a JSON object');
  if (body.result === 'error' || body.success === false) {
    throw new RatesSourceError('the source answered with an error');
  }
  const base = body.base ?? body.base_code ?? 'USD';
  if (typeof base !== 'string' || !CODE.test(base)) {
    throw new RatesSourceError('the answer does not name its base currency');
  }
  const listed = readRates(body.rates ?? body.conversion_rates);
  let perInr: number;
  if (base === 'INR') {
    perInr = 1;
  } else {
    const inr = listed.get('INR');
    if (inr === undefined) {
      throw new RatesSourceError(`rates are in ${base} and do not include INR`);
    }
    perInr = inr;
  }
  // The base itself is implied (1 of it per 1 of it) and not always listed.
  const rates: Record<string, number> = base === 'INR' ? {} : { [base]: 1 / perInr };
  for (const [code, rate] of listed) {
    if (code !== 'INR') rates[code] = rate / perInr;
  }
  if (rates.USD === undefined) throw new RatesSourceError('the answer has no USD rate');
  return { asOf: sourceDate(body, now).toISOString(), rates };
}

/** GETs the source with a deadline and a size cap; the body is parsed by parseRatesAnswer. */
export async function fetchRatesAnswer(
  url: string,
  options: { timeoutMs: number; now: Date },
): Promise<SourceRates> {
  let response: Response;
  try {
    response = await fetch(url, {
      headers: { accept: 'application/json' },
      redirect: 'follow',
      signal: AbortSignal.timeout(options.timeoutMs),
    });
  } catch (error) {
    const reason =
      error instanceof Error && error.name === 'TimeoutError'
        ? `no answer within ${options.timeoutMs} ms`
        : 'the source could not be reached';
    throw new RatesSourceError(reason);
  }
  if (!response.ok) {
    await response.body?.cancel();
    throw new RatesSourceError(`the source answered HTTP ${response.status}`);
  }
  const declared = Number(response.headers.get('content-length') ?? 0);
  if (declared > MAX_BYTES) {
    await response.body?.cancel();
    throw new RatesSourceError('the answer is too large');
  }
  const text = await readCapped(response);
  let body: unknown;
  try {
    body = JSON.parse(text);
  } catch {
    throw new RatesSourceError('the answer is not JSON');
  }
  return parseRatesAnswer(body, options.now);
}

async function readCapped(response: Response): Promise<string> {
  const reader: ReadableStreamDefaultReader<Uint8Array> | undefined =
    response.body?.getReader();
  if (!reader) return '';
  const chunks: Uint8Array[] = [];
  let size = 0;
  for (;;) {
    let chunk: { done: true; value?: Uint8Array } | { done: false; value: Uint8Array };
    try {
      chunk = await reader.read();
    } catch {
      throw new RatesSourceError('the answer was cut off');
    }
    if (chunk.done) break;
    size += chunk.value.byteLength;
    if (size > MAX_BYTES) {
      await reader.cancel();
      throw new RatesSourceError('the answer is too large');
    }
    chunks.push(chunk.value);
  }
  return Buffer.concat(chunks).toString('utf8');
}
