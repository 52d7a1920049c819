import type { WorkspaceSvg } from 'blockly/core';
import {
  useEffect,
  useId,
  useImperativeHandle,
  useRef,
  useState,
  type ReactNode,
  type Ref,
} from 'react';
import { Spinner } from '../../components/Spinner';
import { blockToPng } from './blockly/block-image';
import { loadBlockly, type BlocklyApi } from './blockly/load-blockly';
import { ZoomControls } from './ZoomControls';
import './BlocksView.css';

export interface BlocksHandle {
  /** PNG bytes of the top-level block of `type` (2×, no coDe chunk yet). */
  toPng(type: string): Promise<Uint8Array>;
}

const SCALES = [0.5, 0.6, 0.75, 0.9, 1, 1.15, 1.3, 1.5] as const;
const DEFAULT_SCALE_INDEX = 4;
/** Room around the blocks, in workspace units (the XML places them at x = y = 20). */
const MARGIN = 20;

/** Space between stacked top-level blocks, in workspace units. */
const GAP = 24;
/** Auto-fit never shrinks below this; the user can still zoom further out. */
const MIN_AUTO_SCALE_INDEX = 1;

/**
 * Stacks the top-level blocks in a column, in document order: the XML's x/y assume
 * small blocks, and a tall header list would otherwise overlap the next block.
 */
function stackTopBlocks(Blockly: BlocklyApi, workspace: WorkspaceSvg) {
  let y = MARGIN;
  for (const block of workspace.getTopBlocks(false)) {
    block.moveTo(new Blockly.utils.Coordinate(MARGIN, y));
    y += block.getHeightWidth().height + GAP;
  }
}

/** The widest scale step at which the blocks fit `available` pixels (not below the floor). */
function fittingScaleIndex(workspace: WorkspaceSvg, available: number): number {
  const box = workspace.getBlocksBoundingBox();
  const natural = box.right + MARGIN;
  for (let i = DEFAULT_SCALE_INDEX; i > MIN_AUTO_SCALE_INDEX; i--) {
    if (natural * (SCALES[i] ?? 1) <= available) return i;
  }
  return MIN_AUTO_SCALE_INDEX;
}

/** Sizes the workspace to its content, so the page (not Blockly) scrolls. */
function fitToContent(Blockly: BlocklyApi, workspace: WorkspaceSvg, host: HTMLElement) {
  const box = workspace.getBlocksBoundingBox();
  const scale = workspace.scale;
  const width = Math.ceil((Math.max(box.right, 0) + MARGIN) * scale);
  const height = Math.ceil((Math.max(box.bottom, 0) + MARGIN) * scale);
  host.style.width = `${Math.max(width, 120)}px`;
  host.style.height = `${Math.max(height, 80)}px`;
  Blockly.svgResize(workspace);
}

/**
 * The converted blocks, drawn by Blockly with App Inventor's look in a read-only
 * workspace. Blockly is loaded on first render of this component only.
 */
export function BlocksView({
  xml,
  label,
  description,
  heading,
  ref,
}: {
  xml: string;
  /** Shown left of the zoom controls, above the preview. */
  heading: ReactNode;
  label: string;
  /** The blocks in words, for screen readers. */
  description: string;
  ref?: Ref<BlocksHandle>;
}) {
  const descriptionId = useId();
  const scrollRef = useRef<HTMLDivElement>(null);
  const hostRef = useRef<HTMLDivElement>(null);
  const workspaceRef = useRef<WorkspaceSvg | null>(null);
  const [blockly, setBlockly] = useState<BlocklyApi | null>(null);
  const [failure, setFailure] = useState<string | null>(null);
  const [scaleIndex, setScaleIndex] = useState(DEFAULT_SCALE_INDEX);
  // Once the user picks a zoom, new results keep it instead of being fitted.
  const userZoomed = useRef(false);

  useEffect(() => {
    let live = true;
    loadBlockly()
      .then(api => live && setBlockly(() => api))
      .catch((error: unknown) => {
        if (live) setFailure(error instanceof Error ? error.message : String(error));
      });
    return () => {
      live = false;
    };
  }, []);

  useEffect(() => {
    const host = hostRef.current;
    if (!blockly || !host) return;
    const workspace = blockly.inject(host, {
      readOnly: true,
      renderer: 'geras',
      sounds: false,
      // Served by web/vite.config.ts from node_modules/blockly/media: no CDN requests.
      media: '/blockly-media/',
      trashcan: false,
      move: { scrollbars: false, drag: false, wheel: false },
      zoom: { controls: false, wheel: false, pinch: false, startScale: 1 },
    });
    // The region around it is the one tab stop: Blockly's own keyboard navigation is for
    // editing, and this preview is read-only.
    workspace.getSvgGroup().setAttribute('tabindex', '-1');
    workspaceRef.current = workspace;
    return () => {
      workspaceRef.current = null;
      workspace.dispose();
    };
  }, [blockly]);

  useEffect(() => {
    const workspace = workspaceRef.current;
    const host = hostRef.current;
    if (!blockly || !workspace || !host) return;
    workspace.clear();
    blockly.Xml.domToWorkspace(blockly.utils.xml.textToDom(xml), workspace);
    stackTopBlocks(blockly, workspace);
    fitToContent(blockly, workspace, host);
    if (!userZoomed.current && scrollRef.current) {
      setScaleIndex(fittingScaleIndex(workspace, scrollRef.current.clientWidth));
    }
  }, [blockly, xml]);

  const scale = SCALES[scaleIndex] ?? 1;
  useEffect(() => {
    const workspace = workspaceRef.current;
    const host = hostRef.current;
    if (!blockly || !workspace || !host) return;
    workspace.setScale(scale);
    fitToContent(blockly, workspace, host);
  }, [blockly, scale]);

  useImperativeHandle(
    ref,
    () => ({
      toPng: async (type: string) => {
        const workspace = workspaceRef.current;
        if (!workspace)
          throw new Error('the blocks preview is still loading; try again.');
        const block = workspace.getTopBlocks(true).find(b => b.type === type);
        if (!block) throw new Error(`there is no ${type} block to export.`);
        return blockToPng(block);
      },
    }),
    [],
  );

  const zoomTo = (next: (index: number) => number) => {
    userZoomed.current = true;
    setScaleIndex(index => Math.min(Math.max(next(index), 0), SCALES.length - 1));
  };

  return (
    <div className="c2b-blocks">
      <div className="c2b-blocks__bar">
        <div className="c2b-blocks__heading">{heading}</div>
        <ZoomControls
          percent={Math.round(scale * 100)}
          canZoomIn={scaleIndex < SCALES.length - 1}
          canZoomOut={scaleIndex > 0}
          onZoomIn={() => zoomTo(index => index + 1)}
          onZoomOut={() => zoomTo(index => index - 1)}
          onReset={() => zoomTo(() => DEFAULT_SCALE_INDEX)}
        />
      </div>
      <div
        ref={scrollRef}
        className="c2b-blocks__scroll"
        role="region"
        aria-label={label}
        aria-describedby={descriptionId}
        // Keyboard users can scroll wide blocks; the region is named for screen readers.
        tabIndex={0}
      >
        {failure ? (
          <p className="c2b-blocks__status" role="alert">
            The blocks preview could not load ({failure}). Copy XML still works; reload
            the page to try again.
          </p>
        ) : !blockly ? (
          <p className="c2b-blocks__status">
            <Spinner size={18} /> Loading the blocks editor…
          </p>
        ) : null}
        <div ref={hostRef} className="c2b-blocks__host" data-testid="blocks-workspace" />
      </div>
      <p className="visually-hidden" id={descriptionId}>
        {description}
      </p>
    </div>
  );
}
