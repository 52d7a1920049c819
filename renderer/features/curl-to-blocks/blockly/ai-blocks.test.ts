import * as Blockly from 'blockly/core';
import { beforeAll, describe, expect, it } from 'vitest';
import { curlToBlocks } from '#shared/curl/index';
import { defineAppInventorBlocks } from './ai-blocks';

beforeAll(() => defineAppInventorBlocks(Blockly));

/** Loads one-block XML into a headless workspace and writes the block back out. */
function roundTrip(xml: string): string {
  const workspace = new Blockly.Workspace();
  try {
    const dom = Blockly.utils.xml.textToDom(xml);
    Blockly.Xml.domToWorkspace(dom, workspace);
    const [block] = workspace.getTopBlocks(true);
    if (!block) throw new Error('no block loaded');
    return Blockly.Xml.domToText(Blockly.Xml.blockToDom(block, true));
  } finally {
    workspace.dispose();
  }
}

const COMMANDS = [
  `curl -X POST https://api.example.com/v1/notes -H 'Authorization: Bearer T' -H 'Content-Type: application/json' -d '{"msg":"a\\nb"}'`,
  `curl -m 7.5 -c jar.txt -X PUT 'https://h.io/x?y=1' -d 'a=1' -H 'X-A: 1' -H 'X-A: 2'`,
  `curl -X DELETE https://h.io/items/1`,
  `curl --data-binary @photo.jpg https://h.io/upload`,
];

describe('App Inventor block definitions', () => {
  for (const command of COMMANDS) {
    it(`load the converter's XML and write it back unchanged: ${command.slice(0, 40)}`, () => {
      const result = curlToBlocks(command);
      if (!result.ok) throw new Error(result.reason);
      for (const xml of [result.procedureXml, result.handlerXml]) {
        const inner = xml.replace(/^<xml[^>]*>/, '').replace(/<\/xml>$/, '');
        // Blockly's serializer leaves out empty mutations (the procedure's) and xmlns.
        const normalise = (text: string) =>
          text.replace(/ xmlns="[^"]*"/g, '').replace(/<mutation><\/mutation>/g, '');
        expect(normalise(roundTrip(xml))).toBe(normalise(inner));
      }
    });
  }

  it('draws the inputs App Inventor has: argument labels and event parameters', () => {
    const result = curlToBlocks(`curl -d 'x' https://h.io`);
    if (!result.ok) throw new Error(result.reason);
    const workspace = new Blockly.Workspace();
    Blockly.Xml.domToWorkspace(Blockly.utils.xml.textToDom(result.xml), workspace);
    const call = workspace.getAllBlocks(false).find(b => b.type === 'component_method');
    expect(call?.getInput('ARG0')?.fieldRow.map(f => f.getText())).toEqual(['text']);
    expect(call?.previousConnection).toBeTruthy();
    const handler = workspace.getAllBlocks(false).find(b => b.type === 'component_event');
    const params = handler?.getInput('PARAMETERS')?.fieldRow.map(f => f.getText());
    expect(params).toEqual(['url', 'responseCode', 'responseType', 'responseContent']);
    const headers = workspace
      .getAllBlocks(false)
      .find(
        b =>
          b.type === 'component_set_get' && b.getFieldValue('PROP') === 'RequestHeaders',
      );
    expect(headers?.getFieldValue('COMPONENT_SELECTOR')).toBe('Web1');
    workspace.dispose();
  });
});
