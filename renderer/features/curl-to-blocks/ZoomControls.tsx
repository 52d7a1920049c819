/** Zoom buttons for the blocks preview (Blockly's own controls are images without labels). */
export function ZoomControls({
  percent,
  canZoomIn,
  canZoomOut,
  onZoomIn,
  onZoomOut,
  onReset,
}: {
  percent: number;
  canZoomIn: boolean;
  canZoomOut: boolean;
  onZoomIn: () => void;
  onZoomOut: () => void;
  onReset: () => void;
}) {
  return (
    <div className="c2b-zoom" role="group" aria-label="Zoom">
      <button
        type="button"
        className="c2b-zoom__button"
        onClick={onZoomOut}
        disabled={!canZoomOut}
        aria-label="Zoom out"
      >
        <span aria-hidden="true">−</span>
      </button>
      <button
        type="button"
        className="c2b-zoom__value"
        onClick={onReset}
        aria-label={`Zoom ${percent}%, reset to 100%`}
      >
        {percent}%
      </button>
      <button
        type="button"
        className="c2b-zoom__button"
        onClick={onZoomIn}
        disabled={!canZoomIn}
        aria-label="Zoom in"
      >
        <span aria-hidden="true">+</span>
      </button>
    </div>
  );
}
