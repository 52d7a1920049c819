import { CURL_EXAMPLES } from './examples';

/** Example commands as chips; picking one fills the command box. */
export function ExampleChips({ onPick }: { onPick: (curl: string) => void }) {
  return (
    <div className="c2b-examples" role="group" aria-labelledby="c2b-examples-label">
      <span className="c2b-examples__label" id="c2b-examples-label">
        Try an example
      </span>
      <ul className="c2b-examples__list">
        {CURL_EXAMPLES.map(example => (
          <li key={example.id}>
            <button
              type="button"
              className="c2b-chip"
              onClick={() => onPick(example.curl)}
              title={example.curl}
            >
              {example.label}
            </button>
          </li>
        ))}
      </ul>
    </div>
  );
}
