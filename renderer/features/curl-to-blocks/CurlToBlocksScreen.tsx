import { useId, useRef, useState } from 'react';
import { useTypedBeforeHydration } from '../../hooks/useTypedBeforeHydration';
import { TARGETS } from '#shared/curl/targets';
import { TARGET_IDS, type TargetId } from '#shared/curl/types';
import { Select } from '../../components/Select';
import { usePageHead } from '../../hooks/usePageHead';
import { AiHelper } from './AiHelper';
import type { BlocksHandle } from './BlocksView';
import { ConversionOutput } from './ConversionOutput';
import { ExampleChips } from './ExampleChips';
import { useCurlConversion } from './useCurlConversion';
import './CurlToBlocksScreen.css';
import { PAGE_TITLES } from '#shared/page-titles';

function isTarget(value: string): value is TargetId {
  return (TARGET_IDS as readonly string[]).includes(value);
}

/**
 * /curl-to-blocks: paste a curl command (or describe it to the AI helper), pick the
 * builder, and get App Inventor Web-component blocks: previewed with Blockly, copied as
 * XML, or downloaded as PNGs that the Blocks editor imports by drag and drop. The
 * conversion runs in the browser; only the AI helper talks to the server.
 */
export function CurlToBlocksScreen() {
  usePageHead(PAGE_TITLES.curlToBlocks);
  const [command, setCommand] = useState('');
  const [target, setTarget] = useState<TargetId>('mit');
  const { state, pending } = useCurlConversion(command, target);
  const blocks = useRef<BlocksHandle>(null);
  const commandRef = useRef<HTMLTextAreaElement>(null);
  useTypedBeforeHydration(commandRef, command, setCommand);
  // On narrow screens the AI helper sits below the result: bring the new command into view.
  const fillFromAi = (curl: string) => {
    setCommand(curl);
    commandRef.current?.scrollIntoView({ block: 'nearest' });
  };
  const commandId = useId();
  const commandHintId = useId();

  return (
    <div className="container c2b">
      <header className="c2b-header">
        <h1 className="c2b-header__title">cURL to Blocks</h1>
        <p className="c2b-header__lead">
          Paste a curl command and get the App Inventor Web component blocks that send the
          same request. The conversion runs in your browser.
        </p>
      </header>

      <div className="c2b-layout">
        <section
          className="c2b-card c2b-layout__input"
          aria-labelledby={`${commandId}-title`}
        >
          <h2 className="visually-hidden" id={`${commandId}-title`}>
            Your request
          </h2>
          <div className="c2b-field">
            <div className="c2b-field__head">
              <label className="c2b-label" htmlFor={commandId}>
                curl command
              </label>
              {command !== '' ? (
                <button
                  type="button"
                  className="c2b-link-button"
                  onClick={() => setCommand('')}
                >
                  Clear
                </button>
              ) : null}
            </div>
            <textarea
              ref={commandRef}
              id={commandId}
              className="c2b-command"
              rows={8}
              value={command}
              spellCheck={false}
              autoCapitalize="off"
              autoCorrect="off"
              autoComplete="off"
              placeholder="curl https://api.example.com/v1/items -H 'Accept: application/json'"
              aria-describedby={commandHintId}
              onChange={event => setCommand(event.target.value)}
            />
            <p className="c2b-hint" id={commandHintId}>
              From API docs, Postman or your browser’s “Copy as cURL (bash)”.
            </p>
          </div>
          <ExampleChips onPick={setCommand} />
          <Select
            label="Target builder"
            value={target}
            onChange={event => {
              if (isTarget(event.target.value)) setTarget(event.target.value);
            }}
          >
            {TARGET_IDS.map(id => (
              <option key={id} value={id}>
                {TARGETS[id].label}
              </option>
            ))}
          </Select>
        </section>

        <div className="c2b-layout__output">
          <ConversionOutput state={state} pending={pending} blocks={blocks} />
        </div>

        <div className="c2b-layout__ai">
          <AiHelper onCurl={fillFromAi} />
        </div>
      </div>
    </div>
  );
}
