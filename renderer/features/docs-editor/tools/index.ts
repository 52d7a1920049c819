/** The tool set of the documentation editor: one entry per block kind of spec §3. */
import type { ToolConstructable, ToolSettings } from '@editorjs/editorjs';
import { AlignmentTune } from './alignment';
import { AttachesTool } from './attaches';
import { BlocksDiagramTool } from './blocks-diagram';
import { ButtonTool } from './button';
import { ChecklistTool } from './checklist';
import { CodeTool } from './code';
import { DelimiterTool } from './delimiter';
import { EmbedTool } from './embed';
import { HeaderTool } from './header';
import { ImageTool } from './image';
import { LinkTool } from './link';
import { NestedListTool } from './list';
import { MessageBoxTool } from './message-box';
import { QuoteTool } from './quote';
import { TableTool } from './table';
import type { EditorServices } from './types';

/** Block types that carry inline formatting (bold, italic, link). */
const INLINE = new Set([
  'header',
  'list',
  'checklist',
  'quote',
  'table',
  'image',
  'embed',
]);

export function buildTools(
  services: EditorServices,
): Record<string, ToolConstructable | ToolSettings> {
  const classes: Record<string, ToolConstructable> = {
    header: HeaderTool,
    list: NestedListTool,
    image: ImageTool,
    quote: QuoteTool,
    code: CodeTool,
    delimiter: DelimiterTool,
    table: TableTool,
    checklist: ChecklistTool,
    embed: EmbedTool,
    messageBox: MessageBoxTool,
    button: ButtonTool,
    linkTool: LinkTool,
    attaches: AttachesTool,
    blocksDiagram: BlocksDiagramTool,
  };
  const tools: Record<string, ToolConstructable | ToolSettings> = {
    // The built-in paragraph tool already has the inline toolbar.
    alignment: AlignmentTune,
  };
  for (const [name, tool] of Object.entries(classes)) {
    tools[name] = {
      class: tool,
      inlineToolbar: INLINE.has(name),
      config: { services },
    } as ToolSettings;
  }
  return tools;
}
