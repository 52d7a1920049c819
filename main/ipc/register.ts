/**
 * Typed ipcMain.handle(): the channel comes from the bridge method's key, the
 * sending frame must be our own renderer, the argument is checked against that
 * method's schema before the handler sees it (typed as the schema's Static), and
 * the handler must resolve to what the StudioBridge method promises.
 */
import { ipcMain, type IpcMainInvokeEvent } from 'electron';
import { channelOf, type MethodKey, type ResultOf } from '#shared/ipc/bridge';
import { acceptInvoke, type ArgumentFor } from './accept';

export type Handler<K extends MethodKey> = (
  argument: ArgumentFor<K>,
  event: IpcMainInvokeEvent,
) => Promise<ResultOf<K>> | ResultOf<K>;

export function handle<K extends MethodKey>(key: K, handler: Handler<K>): void {
  ipcMain.handle(channelOf(key), async (event, argument: unknown) => {
    const checked = acceptInvoke(key, event.senderFrame?.url ?? '', argument, {
      devServerUrl: process.env.ELECTRON_RENDERER_URL,
    });
    return handler(checked, event);
  });
}
