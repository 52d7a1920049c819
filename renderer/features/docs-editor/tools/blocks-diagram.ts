import type { BlockTool, BlockToolConstructorOptions } from '@editorjs/editorjs';
import { el, field, text } from './dom';

export interface BlocksDiagramData {
  title: string;
  component: string;
  blocks: string[];
  caption: string;
}

/** A placeholder for a blocks picture: names the component and blocks it shows. */
export class BlocksDiagramTool implements BlockTool {
  static get toolbox() {
    return { title: 'Blocks diagram', icon: '<span aria-hidden="true">⧉</span>' };
  }
  static get isReadOnlySupported() {
    return true;
  }

  private readonly node: HTMLElement;
  private readonly inputs: Record<
    'title' | 'component' | 'blocks' | 'caption',
    HTMLInputElement
  >;

  constructor({
    data,
    readOnly,
  }: BlockToolConstructorOptions<Partial<BlocksDiagramData>>) {
    this.node = el('div', 'de-card de-diagram');
    const names = Array.isArray(data.blocks)
      ? data.blocks.filter(name => typeof name === 'string')
      : [];
    const title = field('Diagram title', text(data.title), { readOnly });
    const component = field('Component', text(data.component), { readOnly });
    const blocks = field('Blocks shown (comma separated)', names.join(', '), {
      readOnly,
    });
    const caption = field('Caption', text(data.caption), { readOnly });
    this.inputs = {
      title: title.input,
      component: component.input,
      blocks: blocks.input,
      caption: caption.input,
    };
    this.node.append(title.wrapper, component.wrapper, blocks.wrapper, caption.wrapper);
  }

  render(): HTMLElement {
    return this.node;
  }

  save(): BlocksDiagramData {
    return {
      title: this.inputs.title.value.trim(),
      component: this.inputs.component.value.trim(),
      blocks: this.inputs.blocks.value
        .split(',')
        .map(name => name.trim())
        .filter(Boolean),
      caption: this.inputs.caption.value.trim(),
    };
  }
}
