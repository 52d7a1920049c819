/**
 * One top-level block → PNG bytes, the way App Inventor's "Download Blocks as PNG"
 * renders it: the block's SVG group, drawn at 2× onto a canvas. Blockly styles blocks
 * with page CSS, which a standalone SVG image cannot see, so the computed style of
 * every element is copied inline first.
 */
import type { BlockSvg } from 'blockly/core';

const STYLE_PROPERTIES = [
  'fill',
  'fill-opacity',
  'stroke',
  'stroke-width',
  'stroke-opacity',
  'opacity',
  'font-family',
  'font-size',
  'font-weight',
  'font-style',
  'text-anchor',
  'dominant-baseline',
  'white-space',
  'visibility',
  'display',
] as const;

const SVG_NS = 'http://www.w3.org/2000/svg';
const PADDING = 2;

function inlineStyles(live: Element, copy: Element) {
  const computed = getComputedStyle(live);
  const style = STYLE_PROPERTIES.map(
    name => `${name}:${computed.getPropertyValue(name)}`,
  ).join(';');
  copy.setAttribute('style', style);
  copy.removeAttribute('class');
  const liveChildren = live.children;
  const copyChildren = copy.children;
  for (let i = 0; i < liveChildren.length; i++) {
    const a = liveChildren[i];
    const b = copyChildren[i];
    if (a && b) inlineStyles(a, b);
  }
}

/** The block as a self-contained SVG document and its size in block units. */
export function blockToSvg(block: BlockSvg): {
  svg: string;
  width: number;
  height: number;
} {
  const root = block.getSvgRoot();
  const box = root.getBBox();
  const copy = root.cloneNode(true) as SVGGElement;
  inlineStyles(root, copy);
  copy.removeAttribute('transform');
  const width = Math.ceil(box.width + PADDING * 2);
  const height = Math.ceil(box.height + PADDING * 2);
  const svg = document.createElementNS(SVG_NS, 'svg');
  svg.setAttribute('xmlns', SVG_NS);
  svg.setAttribute('width', String(width));
  svg.setAttribute('height', String(height));
  svg.setAttribute('viewBox', `${box.x - PADDING} ${box.y - PADDING} ${width} ${height}`);
  svg.appendChild(copy);
  return { svg: new XMLSerializer().serializeToString(svg), width, height };
}

/** Renders the block at `scale` (App Inventor uses 2) and returns the PNG file's bytes. */
export async function blockToPng(block: BlockSvg, scale = 2): Promise<Uint8Array> {
  const { svg, width, height } = blockToSvg(block);
  const url = URL.createObjectURL(new Blob([svg], { type: 'image/svg+xml' }));
  try {
    const image = new Image();
    image.src = url;
    await image.decode();
    const canvas = document.createElement('canvas');
    canvas.width = width * scale;
    canvas.height = height * scale;
    const context = canvas.getContext('2d');
    if (!context) throw new Error('This browser cannot draw images (no 2D canvas).');
    context.drawImage(image, 0, 0, canvas.width, canvas.height);
    const blob = await new Promise<Blob | null>(resolve =>
      canvas.toBlob(resolve, 'image/png'),
    );
    if (!blob) throw new Error('The browser could not encode the PNG.');
    return new Uint8Array(await blob.arrayBuffer());
  } finally {
    URL.revokeObjectURL(url);
  }
}
