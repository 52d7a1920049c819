import { Link } from '../../components/Link';
import { CopyButton } from '../../components/CopyButton';
import './LicenceKey.css';

/**
 * A paid order's licence key, readable and copyable (detail page and Orders), with
 * one sentence on what it is for: buyers otherwise cannot tell a key from a receipt.
 */
export function LicenceKey({ value }: { value: string }) {
  return (
    <div className="licence-key">
      <span className="licence-key__label">Licence key</span>
      <code className="licence-key__value" data-testid="licence-key">
        {value}
      </code>
      <CopyButton text={value} label="Licence key" />
      <p className="licence-key__about">
        Proves you bought this extension: if the extension asks for a key, paste this one
        and it checks it with AIX Market. Keep it to yourself.{' '}
        <Link to="/docs/licences">How licence keys work</Link>
      </p>
    </div>
  );
}
