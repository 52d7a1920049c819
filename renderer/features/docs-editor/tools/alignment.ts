import type { BlockTune } from '@editorjs/editorjs';
import { ALIGNMENTS, type Alignment } from '#shared/docs/editor-data';
import type { TuneMenu } from './dom';

const LABELS: Record<Alignment, string> = {
  left: 'Align left',
  center: 'Align center',
  right: 'Align right',
  justify: 'Justify',
};
const ICONS: Record<Alignment, string> = {
  left: '⇤',
  center: '↔',
  right: '⇥',
  justify: '☰',
};

/** Block tune: alignment of any block (stored as tunes.alignment.alignment). */
export class AlignmentTune implements BlockTune {
  static get isTune() {
    return true;
  }

  private alignment: Alignment;
  private wrapper: HTMLElement | null = null;

  constructor({ data }: { data: unknown }) {
    const value =
      typeof data === 'object' && data !== null && 'alignment' in data
        ? data.alignment
        : undefined;
    this.alignment = ALIGNMENTS.find(name => name === value) ?? 'left';
  }

  render(): TuneMenu {
    return ALIGNMENTS.map(alignment => ({
      icon: ICONS[alignment],
      title: LABELS[alignment],
      isActive: this.alignment === alignment,
      closeOnActivate: true,
      onActivate: () => {
        this.alignment = alignment;
        this.apply();
      },
    }));
  }

  wrap(content: HTMLElement): HTMLElement {
    this.wrapper = document.createElement('div');
    this.wrapper.append(content);
    this.apply();
    return this.wrapper;
  }

  private apply(): void {
    if (this.wrapper) this.wrapper.style.textAlign = this.alignment;
  }

  save(): { alignment: Alignment } {
    return { alignment: this.alignment };
  }
}
