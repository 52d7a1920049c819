import type { ConversionResult } from '#shared/curl/types';
import { Icon } from '../../components/Icon';

/**
 * What the conversion says beside the blocks: exact, each warning's message (one per
 * difference from what curl sends), or why the command cannot become blocks.
 */
export function ResultSummary({ result }: { result: ConversionResult }) {
  if (!result.ok) {
    return (
      <section
        className="c2b-card c2b-result c2b-result--rejected"
        aria-labelledby="c2b-rejected-title"
        data-testid="rejection"
      >
        <h2 className="c2b-result__title" id="c2b-rejected-title">
          <Icon name="alert" size={18} /> This command cannot become Web blocks
        </h2>
        <p className="c2b-result__reason">{result.reason}</p>
      </section>
    );
  }
  if (result.warnings.length === 0) {
    return (
      <section
        className="c2b-card c2b-result c2b-result--exact"
        aria-labelledby="c2b-exact-title"
        data-testid="warnings"
      >
        <h2 className="c2b-result__title" id="c2b-exact-title">
          <Icon name="check" size={18} /> Exact conversion
        </h2>
        <p className="c2b-result__text">
          The Web component sends the same request as curl. No warnings.
        </p>
      </section>
    );
  }
  const count = result.warnings.length;
  return (
    <section
      className="c2b-card c2b-result c2b-result--warnings"
      aria-labelledby="c2b-warnings-title"
      data-testid="warnings"
    >
      <h2 className="c2b-result__title" id="c2b-warnings-title">
        <Icon name="info" size={18} /> {count}{' '}
        {count === 1 ? 'difference' : 'differences'} from curl
      </h2>
      <ul className="c2b-result__list">
        {result.warnings.map(warning => (
          <li key={`${warning.code}:${warning.message}`} data-code={warning.code}>
            {warning.message}
          </li>
        ))}
      </ul>
    </section>
  );
}
