import type { RefObject } from 'react';
import { Button } from '../../components/Button';
import { Icon } from '../../components/Icon';
import { Spinner } from '../../components/Spinner';
import { BlocksView, type BlocksHandle } from './BlocksView';
import { describeBlocks } from './describe-blocks';
import { ExportActions } from './ExportActions';
import { ResultSummary } from './ResultSummary';
import type { ConversionState } from './useCurlConversion';
import { useDebouncedValue } from '../../hooks/useDebouncedValue';

function announcement(state: ConversionState): string {
  if (state.status !== 'done') return '';
  const { result } = state;
  if (!result.ok) return `Not converted: ${result.reason}`;
  const count = result.warnings.length;
  return count === 0
    ? 'Converted exactly: two blocks.'
    : `Converted: two blocks, ${count} ${count === 1 ? 'difference' : 'differences'} from curl.`;
}

/** The right-hand side: blocks, their exports and the converter's verdict. */
export function ConversionOutput({
  state,
  pending,
  blocks,
}: {
  state: ConversionState;
  pending: boolean;
  blocks: RefObject<BlocksHandle | null>;
}) {
  // Announced once typing pauses, not after every keystroke's conversion.
  const spoken = useDebouncedValue(announcement(state), 1000);
  return (
    <>
      <p className="visually-hidden" role="status">
        {spoken}
      </p>
      {state.status === 'idle' ? (
        <section className="c2b-card c2b-empty" aria-labelledby="c2b-empty-title">
          <span className="c2b-empty__icon" aria-hidden="true">
            <Icon name="code" size={26} />
          </span>
          <h2 className="c2b-empty__title" id="c2b-empty-title">
            Your blocks appear here
          </h2>
          <p className="c2b-empty__text">
            Paste a curl command or pick an example. You get a procedure that sends the
            request and a “when Web1.GotText” handler for the answer.
          </p>
        </section>
      ) : null}
      {state.status === 'loading' ? (
        <section className="c2b-card c2b-empty" aria-busy="true">
          <Spinner label="Loading the curl parser" />
          <p className="c2b-empty__text">Loading the curl parser…</p>
        </section>
      ) : null}
      {state.status === 'unavailable' ? (
        <section className="c2b-card c2b-result c2b-result--rejected" role="alert">
          <h2 className="c2b-result__title">
            <Icon name="alert" size={18} /> The curl parser could not load
          </h2>
          <p className="c2b-result__reason">{state.message}</p>
          <Button variant="secondary" size="sm" onClick={() => window.location.reload()}>
            Reload the page
          </Button>
        </section>
      ) : null}
      {state.status === 'done' && state.result.ok ? (
        <section className="c2b-card c2b-output" aria-labelledby="c2b-blocks-title">
          <BlocksView
            ref={blocks}
            xml={state.result.xml}
            label="Blocks preview"
            description={describeBlocks(state.result)}
            heading={
              <>
                <h2 className="c2b-card__title" id="c2b-blocks-title">
                  Blocks
                </h2>
                {pending ? (
                  <span className="c2b-output__pending">Converting…</span>
                ) : null}
              </>
            }
          />
          <ExportActions result={state.result} blocks={blocks} />
          <p className="c2b-hint">
            Drop a PNG onto the App Inventor Blocks editor to import its block. Add a Web
            component named Web1 in the Designer first.
          </p>
        </section>
      ) : null}
      {state.status === 'done' ? <ResultSummary result={state.result} /> : null}
    </>
  );
}
