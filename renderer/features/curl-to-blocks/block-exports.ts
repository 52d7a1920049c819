/**
 * The PNG files of a conversion: one per top-level block, each with the one-block XML
 * App Inventor's PNG import reads (its first block only) in the `coDe` chunk, plus the
 * zip holding them all.
 */
import type { Conversion } from '#shared/curl/types';
import { PROCEDURE_NAME } from '#shared/curl/blocks/index';
import { TARGETS } from '#shared/curl/targets';
import { withCodeChunk } from '#shared/png/png-chunks';
import { createZip } from '#shared/zip/zip-writer';

export interface BlockExport {
  /** Blockly type of the top-level block in the preview. */
  type: string;
  /** How the block reads in the Blocks editor. */
  title: string;
  fileName: string;
  /** What goes into the coDe chunk. */
  xml: string;
}

export function blockExports(result: Conversion): BlockExport[] {
  const instance = TARGETS[result.target].instanceName;
  return [
    {
      type: 'procedures_defnoreturn',
      title: `to ${PROCEDURE_NAME}`,
      fileName: `${PROCEDURE_NAME}.png`,
      xml: result.procedureXml,
    },
    {
      type: 'component_event',
      title: `when ${instance}.GotText`,
      fileName: `${instance}.GotText.png`,
      xml: result.handlerXml,
    },
  ];
}

export type RenderPng = (type: string) => Promise<Uint8Array>;

/** The PNG App Inventor accepts by drag and drop: the rendered block plus its XML. */
export async function blockPng(
  item: BlockExport,
  render: RenderPng,
): Promise<Uint8Array> {
  return withCodeChunk(await render(item.type), item.xml);
}

export const ZIP_NAME = 'curl-blocks.zip';
export const XML_NAME = 'blocks.xml';

/** Every block's PNG, plus the whole workspace XML, in one zip. */
export async function blocksZip(
  result: Conversion,
  render: RenderPng,
): Promise<Uint8Array> {
  const entries = [];
  for (const item of blockExports(result)) {
    entries.push({ name: item.fileName, data: await blockPng(item, render) });
  }
  entries.push({ name: XML_NAME, data: new TextEncoder().encode(result.xml) });
  return createZip(entries);
}
