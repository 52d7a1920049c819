import './Spinner.css';

/** An indeterminate progress indicator; `label` is announced to screen readers. */
export function Spinner({
  label = 'Loading',
  size = 20,
}: {
  label?: string;
  size?: number;
}) {
  return (
    <span className="spinner" role="status" style={{ width: size, height: size }}>
      <span className="visually-hidden">{label}</span>
    </span>
  );
}
