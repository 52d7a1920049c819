/** Typed ipcMain.handle(): checks the sending frame and parses arguments with the shared schema. */
import { ipcMain, type IpcMainInvokeEvent } from 'electron';
import Value from 'typebox/value';
import type { TSchema } from 'typebox';
import type { Channel } from '#shared/ipc/bridge';
import { isInternalUrl } from '../trusted-url';

export function handle<Schema extends TSchema, Result>(
  channel: Channel,
  schema: Schema,
  handler: (argument: unknown, event: IpcMainInvokeEvent) => Promise<Result> | Result,
): void {
  ipcMain.handle(channel, async (event, argument: unknown) => {
    const frameUrl = event.senderFrame?.url ?? '';
    if (!isInternalUrl(frameUrl, process.env.ELECTRON_RENDERER_URL)) {
      throw new Error(`Refused ${channel} from ${frameUrl || 'an unknown frame'}`);
    }
    if (!Value.Check(schema, argument))
      throw new Error(`Invalid argument for ${channel}`);
    return handler(argument, event);
  });
}
