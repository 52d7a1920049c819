/**
 * Blockly, loaded only by the curl-to-blocks screen (a dynamic import keeps it out of
 * every other chunk). The App Inventor block types are defined once, on first load.
 */
import type * as BlocklyCore from 'blockly/core';
import { defineAppInventorBlocks } from './ai-blocks';

export type BlocklyApi = typeof BlocklyCore;

let pending: Promise<BlocklyApi> | undefined;

export function loadBlockly(): Promise<BlocklyApi> {
  pending ??= Promise.all([import('blockly/core'), import('blockly/msg/en')])
    .then(([Blockly, english]) => {
      Blockly.setLocale(english as unknown as Record<string, string>);
      defineAppInventorBlocks(Blockly);
      return Blockly;
    })
    .catch((error: unknown) => {
      pending = undefined;
      throw error;
    });
  return pending;
}
