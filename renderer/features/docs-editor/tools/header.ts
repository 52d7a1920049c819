import type { BlockTool, BlockToolConstructorOptions } from '@editorjs/editorjs';
import { editable, INLINE_SANITIZE, text } from './dom';
import type { SettingsMenu } from './dom';

export interface HeaderData {
  text: string;
  level: number;
}

const LEVELS = [1, 2, 3, 4, 5, 6] as const;

function readLevel(value: unknown): number {
  return typeof value === 'number' && LEVELS.some(level => level === value) ? value : 2;
}

/** Heading with a level from 1 to 6 (the level is in the block's settings menu). */
export class HeaderTool implements BlockTool {
  static get toolbox() {
    return [
      { title: 'Heading 2', icon: '<b>H2</b>', data: { level: 2 } },
      { title: 'Heading 3', icon: '<b>H3</b>', data: { level: 3 } },
    ];
  }
  static get sanitize() {
    return { text: INLINE_SANITIZE };
  }
  static get isReadOnlySupported() {
    return true;
  }
  static get conversionConfig() {
    return { export: 'text', import: 'text' };
  }

  private data: HeaderData;
  private node: HTMLElement;
  private readonly readOnly: boolean;

  constructor({ data, readOnly }: BlockToolConstructorOptions<Partial<HeaderData>>) {
    this.readOnly = readOnly;
    this.data = { text: text(data.text), level: readLevel(data.level) };
    this.node = this.make();
  }

  private make(): HTMLElement {
    return editable(
      'de-header',
      this.data.text,
      `Heading level ${this.data.level}`,
      this.readOnly,
      `h${this.data.level}` as 'h2',
    );
  }

  render(): HTMLElement {
    return this.node;
  }

  renderSettings(): SettingsMenu {
    return LEVELS.map(level => ({
      icon: `<b>H${level}</b>`,
      title: `Heading ${level}`,
      isActive: this.data.level === level,
      closeOnActivate: true,
      onActivate: () => this.setLevel(level),
    }));
  }

  private setLevel(level: number): void {
    this.data = { text: this.node.innerHTML, level };
    const next = this.make();
    this.node.replaceWith(next);
    this.node = next;
  }

  save(node: HTMLElement): HeaderData {
    return { text: node.innerHTML, level: this.data.level };
  }

  validate(data: HeaderData): boolean {
    return data.text.trim() !== '';
  }
}
