import type { BlockTool } from '@editorjs/editorjs';
import { el } from './dom';

export class DelimiterTool implements BlockTool {
  static get toolbox() {
    return { title: 'Delimiter', icon: '<span aria-hidden="true">—</span>' };
  }
  static get isReadOnlySupported() {
    return true;
  }

  render(): HTMLElement {
    const node = el('div', 'de-delimiter', {
      role: 'separator',
      'aria-label': 'Delimiter',
    });
    node.append(el('hr'));
    return node;
  }

  save(): Record<string, never> {
    return {};
  }
}
