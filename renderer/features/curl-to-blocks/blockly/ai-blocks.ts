/**
 * Blockly definitions of the nine block types the converter emits, drawn the way App
 * Inventor's Blocks editor draws them (blocklyeditor/src/blocks/*.js): same inputs and
 * field names, so the converter's XML loads unchanged, same labels ("set Web1 ▾ . Url ▾
 * to", "call Web1 ▾ .PostText", "when Web1 ▾ .GotText") and same colours. Only what a
 * read-only preview needs: no editing, no type checks.
 */
import type * as BlocklyModule from 'blockly/core';
import {
  AI_COLOURS,
  WEB_EVENT_PARAMS,
  WEB_METHOD_PARAMS,
  WEB_VALUE_METHODS,
} from './web-component';

type Blockly = typeof BlocklyModule;
type Block = BlocklyModule.Block;

/** The mutation attributes each block was loaded with, for mutationToDom. */
const mutations = new WeakMap<Block, Element>();

/** Number of `<value name="PREFIXn">` children of the block element holding `mutation`. */
function countValues(mutation: Element, prefix: string): number {
  const block = mutation.parentElement;
  if (!block) return 0;
  return [...block.children].filter(
    child =>
      child.tagName.toLowerCase() === 'value' &&
      new RegExp(`^${prefix}\\d+$`).test(child.getAttribute('name') ?? ''),
  ).length;
}

export function defineAppInventorBlocks(Blockly: Blockly): void {
  /** An event or procedure parameter: App Inventor draws these as orange boxes. */
  class FieldParameter extends Blockly.FieldLabel {
    override initView() {
      // The box first, so the label's text is drawn on top of it.
      this.createBorderRect_();
      super.initView();
      this.fieldGroup_?.classList.add('aiFieldParameter');
    }
  }

  /** A one-option dropdown: "Web1 ▾" as the Blocks editor shows it, never opened here. */
  const dropdown = (value: string) => new Blockly.FieldDropdown([[value, value]]);

  const remember = {
    mutationToDom(this: Block): Element {
      const stored = mutations.get(this);
      return stored
        ? (stored.cloneNode(true) as Element)
        : Blockly.utils.xml.createElement('mutation');
    },
  };

  const attributes = (block: Block, xml: Element) => {
    mutations.set(block, xml.cloneNode(true) as Element);
    const generic = xml.getAttribute('is_generic') === 'true';
    const type = xml.getAttribute('component_type') ?? 'Component';
    return { generic, type, instance: xml.getAttribute('instance_name') ?? `${type}1` };
  };

  const { Blocks } = Blockly;
  const RIGHT = Blockly.inputs.Align.RIGHT;

  Blocks['component_set_get'] = {
    ...remember,
    init(this: Block) {
      this.setColour(AI_COLOURS.getter);
    },
    domToMutation(this: Block, xml: Element) {
      const { generic, type, instance } = attributes(this, xml);
      const property = xml.getAttribute('property_name') ?? '';
      const isSetter = xml.getAttribute('set_or_get') === 'set';
      this.setColour(isSetter ? AI_COLOURS.setter : AI_COLOURS.getter);
      const head = isSetter ? this.appendValueInput('VALUE') : this.appendDummyInput();
      if (isSetter) head.appendField('set');
      if (generic) head.appendField(`${type}.`);
      else head.appendField(dropdown(instance), 'COMPONENT_SELECTOR').appendField('.');
      head.appendField(dropdown(property), 'PROP');
      if (generic) {
        this.appendValueInput('COMPONENT').appendField('of component').setAlign(RIGHT);
        if (isSetter) this.moveInputBefore('COMPONENT', 'VALUE');
      }
      if (isSetter) {
        head.appendField('to');
        this.setPreviousStatement(true);
        this.setNextStatement(true);
      } else {
        this.setOutput(true);
      }
    },
  };

  Blocks['component_method'] = {
    ...remember,
    init(this: Block) {
      this.setColour(AI_COLOURS.method);
    },
    domToMutation(this: Block, xml: Element) {
      const { generic, type, instance } = attributes(this, xml);
      const method = xml.getAttribute('method_name') ?? '';
      const head = this.appendDummyInput().appendField('call');
      if (generic) head.appendField(`${type}.${method}`);
      else
        head
          .appendField(dropdown(instance), 'COMPONENT_SELECTOR')
          .appendField(`.${method}`);
      if (generic)
        this.appendValueInput('COMPONENT').appendField('for component').setAlign(RIGHT);
      const known = WEB_METHOD_PARAMS[method];
      const params =
        known ??
        Array.from({ length: countValues(xml, 'ARG') }, (_, i) => `argument ${i + 1}`);
      params.forEach((param, i) => {
        this.appendValueInput(`ARG${i}`).appendField(param).setAlign(RIGHT);
      });
      const returnsValue =
        WEB_VALUE_METHODS.has(method) || xml.getAttribute('shape') === 'value';
      if (returnsValue) this.setOutput(true);
      else {
        this.setPreviousStatement(true);
        this.setNextStatement(true);
      }
    },
  };

  Blocks['component_event'] = {
    ...remember,
    init(this: Block) {
      this.setColour(AI_COLOURS.event);
    },
    domToMutation(this: Block, xml: Element) {
      const { generic, type, instance } = attributes(this, xml);
      const event = xml.getAttribute('event_name') ?? '';
      const head = this.appendDummyInput('WHENTITLE').appendField('when');
      if (generic) head.appendField(`any ${type}.${event}`);
      else
        head
          .appendField(dropdown(instance), 'COMPONENT_SELECTOR')
          .appendField(`.${event}`);
      const params = [
        ...(generic ? ['component', 'notAlreadyHandled'] : []),
        ...(WEB_EVENT_PARAMS[event] ?? []),
      ];
      if (params.length > 0) {
        const row = this.appendDummyInput('PARAMETERS');
        for (const param of params) row.appendField(new FieldParameter(param));
      }
      this.appendStatementInput('DO').appendField('do');
    },
  };

  Blocks['procedures_defnoreturn'] = {
    ...remember,
    init(this: Block) {
      this.setColour(AI_COLOURS.procedure);
      this.appendDummyInput('HEADER')
        .appendField('to')
        .appendField(new Blockly.FieldTextInput('procedure'), 'NAME');
      this.appendStatementInput('STACK').appendField('do');
    },
    domToMutation(this: Block, xml: Element) {
      mutations.set(this, xml.cloneNode(true) as Element);
      const header = this.getInput('HEADER');
      for (const arg of xml.getElementsByTagName('arg')) {
        header?.appendField(new FieldParameter(arg.getAttribute('name') ?? ''));
      }
    },
  };

  Blocks['text'] = {
    init(this: Block) {
      this.setColour(AI_COLOURS.text);
      this.appendDummyInput()
        .appendField('"')
        .appendField(new Blockly.FieldTextInput(''), 'TEXT')
        .appendField('"');
      this.setOutput(true);
    },
  };

  Blocks['math_number'] = {
    init(this: Block) {
      this.setColour(AI_COLOURS.math);
      this.appendDummyInput().appendField(new Blockly.FieldNumber(0), 'NUM');
      this.setOutput(true);
    },
  };

  Blocks['logic_boolean'] = {
    init(this: Block) {
      this.setColour(AI_COLOURS.logic);
      const options: [string, string][] = [
        ['true', 'TRUE'],
        ['false', 'FALSE'],
      ];
      this.appendDummyInput().appendField(new Blockly.FieldDropdown(options), 'BOOL');
      this.setOutput(true);
    },
  };

  /** text_join and lists_create_with: `items` value inputs ADD0…, label on the first. */
  const itemsBlock = (colour: string, label: string, emptyLabel: string) => ({
    ...remember,
    init(this: Block) {
      this.setColour(colour);
      this.setOutput(true);
    },
    domToMutation(this: Block, xml: Element) {
      mutations.set(this, xml.cloneNode(true) as Element);
      const items = Math.max(
        0,
        Number.parseInt(xml.getAttribute('items') ?? '0', 10) || 0,
      );
      if (items === 0) this.appendDummyInput('EMPTY').appendField(emptyLabel);
      for (let i = 0; i < items; i++) {
        const input = this.appendValueInput(`ADD${i}`).setAlign(RIGHT);
        if (i === 0) input.appendField(label);
      }
    },
  });
  Blocks['text_join'] = itemsBlock(AI_COLOURS.text, 'join', 'join');
  Blocks['lists_create_with'] = itemsBlock(
    AI_COLOURS.list,
    'make a list',
    'create empty list',
  );
}
