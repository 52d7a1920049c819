import { CopyButton } from '../../components/CopyButton';
import './LicenceKey.css';

/** A paid order's licence key, readable and copyable (detail page and Orders). */
export function LicenceKey({ value }: { value: string }) {
  return (
    <div className="licence-key">
      <span className="licence-key__label">Licence key</span>
      <code className="licence-key__value" data-testid="licence-key">
        {value}
      </code>
      <CopyButton text={value} label="Licence key" />
    </div>
  );
}
