/**
 * Where the command line keeps its login: `<config dir>/aix-market/credentials.json`
 * (XDG_CONFIG_HOME or ~/.config; %APPDATA% on Windows), readable by the user only
 * (0600). AIX_MARKET_TOKEN and AIX_MARKET_API, then flags, override it.
 */
import { chmod, mkdir, readFile, writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { ACCESS_TOKEN_PREFIX } from '#shared/api/tokens';

export const DEFAULT_API = 'http://localhost:8787';

export interface Credentials {
  api: string;
  token: string;
}

export function configDir(env: NodeJS.ProcessEnv = process.env): string {
  if (env.AIX_MARKET_CONFIG_DIR) return env.AIX_MARKET_CONFIG_DIR;
  const base =
    process.platform === 'win32'
      ? (env.APPDATA ?? path.join(os.homedir(), 'AppData', 'Roaming'))
      : (env.XDG_CONFIG_HOME ?? path.join(os.homedir(), '.config'));
  return path.join(base, 'aix-market');
}

const fileOf = (env: NodeJS.ProcessEnv) => path.join(configDir(env), 'credentials.json');

export async function saveCredentials(
  credentials: Credentials,
  env: NodeJS.ProcessEnv = process.env,
): Promise<string> {
  const file = fileOf(env);
  await mkdir(path.dirname(file), { recursive: true, mode: 0o700 });
  await writeFile(file, `${JSON.stringify(credentials, null, 2)}\n`, { mode: 0o600 });
  // writeFile keeps the mode of a file that already existed: set it again.
  await chmod(file, 0o600);
  return file;
}

export async function loadCredentials(
  env: NodeJS.ProcessEnv = process.env,
): Promise<Partial<Credentials>> {
  try {
    const parsed: unknown = JSON.parse(await readFile(fileOf(env), 'utf8'));
    if (typeof parsed !== 'object' || parsed === null) return {};
    const api =
      'api' in parsed && typeof parsed.api === 'string' ? parsed.api : undefined;
    const token =
      'token' in parsed && typeof parsed.token === 'string' ? parsed.token : undefined;
    return { ...(api ? { api } : {}), ...(token ? { token } : {}) };
  } catch {
    return {};
  }
}

/** Flags beat the environment, which beats the saved login. */
export async function resolveCredentials(
  flags: { api?: string | undefined; token?: string | undefined },
  env: NodeJS.ProcessEnv = process.env,
): Promise<{ api: string; token: string | undefined }> {
  const saved = await loadCredentials(env);
  const api = flags.api ?? env.AIX_MARKET_API ?? saved.api ?? DEFAULT_API;
  const token = flags.token ?? env.AIX_MARKET_TOKEN ?? saved.token;
  return { api: api.replace(/\/+$/, ''), token };
}

export function looksLikeToken(value: string): boolean {
  return value.startsWith(ACCESS_TOKEN_PREFIX) && /^[A-Za-z0-9_-]{20,200}$/.test(value);
}
