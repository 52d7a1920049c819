/**
 * What every IPC call passes before its handler runs, as a pure function so it is
 * tested under Node: the frame that sent it must be the studio's own page, and the
 * argument must match the method's schema exactly.
 */
import Value from 'typebox/value';
import type { Static } from 'typebox';
import type { MethodKey } from '#shared/ipc/bridge';
import { ARGUMENT_SCHEMAS } from '#shared/ipc/schemas';
import { isInternalUrl } from '../trusted-url';

export type ArgumentFor<K extends MethodKey> = Static<(typeof ARGUMENT_SCHEMAS)[K]>;

export function acceptInvoke<K extends MethodKey>(
  key: K,
  frameUrl: string,
  argument: unknown,
  options: { devServerUrl?: string } = {},
): ArgumentFor<K> {
  if (!isInternalUrl(frameUrl, options.devServerUrl)) {
    throw new Error(`Refused ${key} from ${frameUrl || 'an unknown frame'}`);
  }
  const schema: (typeof ARGUMENT_SCHEMAS)[K] = ARGUMENT_SCHEMAS[key];
  if (!Value.Check(schema, argument)) throw new Error(`Invalid argument for ${key}`);
  return argument;
}
