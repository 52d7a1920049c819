import { useId, useState, type FormEvent, type KeyboardEvent } from 'react';
import type { CreateCurlResponse } from '#shared/api/ai';
import { AI_LIMITS } from '#shared/domain/ai';
import { Button } from '../../components/Button';
import { Icon } from '../../components/Icon';
import { Spinner } from '../../components/Spinner';
import { useAiCurl } from './useAiCurl';

function engineLabel(answer: CreateCurlResponse): string {
  if (answer.engine === 'offline') return 'Offline interpreter (no AI model)';
  return answer.model ? `AI model ${answer.model}` : 'AI model';
}

/** "Describe the request" → a curl command written into the command box. */
export function AiHelper({ onCurl }: { onCurl: (curl: string) => void }) {
  const [text, setText] = useState('');
  const { state, ask, signedIn } = useAiCurl(answer => onCurl(answer.curl));
  const inputId = useId();
  const hintId = useId();
  const loading = state.status === 'loading';

  const submit = (event?: FormEvent) => {
    event?.preventDefault();
    if (loading || text.trim() === '') return;
    void ask(text);
  };
  const onKeyDown = (event: KeyboardEvent<HTMLTextAreaElement>) => {
    if (event.key === 'Enter' && (event.ctrlKey || event.metaKey)) submit();
  };

  return (
    <section className="c2b-card c2b-ai" aria-labelledby={`${inputId}-title`}>
      <h2 className="c2b-card__title" id={`${inputId}-title`}>
        <Icon name="zap" size={18} /> No curl command? Describe it
      </h2>
      <form className="c2b-ai__form" onSubmit={submit}>
        <label className="c2b-label" htmlFor={inputId}>
          Describe the request
        </label>
        <textarea
          id={inputId}
          className="c2b-ai__input"
          rows={2}
          value={text}
          maxLength={AI_LIMITS.maxInput}
          placeholder='post json {"title":"Hi"} to https://api.example.com/notes with bearer token abc'
          aria-describedby={hintId}
          onChange={event => setText(event.target.value)}
          onKeyDown={onKeyDown}
        />
        <div className="c2b-ai__row">
          <p className="c2b-hint" id={hintId}>
            The AI helper writes the curl command for you
            {signedIn ? '.' : ' (a few requests a minute; sign in for more).'}
          </p>
          <Button
            type="submit"
            variant="secondary"
            disabled={loading || text.trim() === ''}
          >
            {loading ? <Spinner size={16} label="Writing the curl command" /> : null}
            {loading ? 'Writing…' : 'Write curl'}
          </Button>
        </div>
      </form>
      {state.status === 'error' ? (
        <p className="c2b-message c2b-message--danger" role="alert">
          <Icon name="alert" size={16} />
          <span>{state.message}</span>
        </p>
      ) : null}
      {state.status === 'done' ? (
        <div className="c2b-ai__answer" role="status">
          <p className="c2b-ai__engine">
            Answered by <span className="c2b-badge">{engineLabel(state.answer)}</span>
          </p>
          {state.answer.warnings && state.answer.warnings.length > 0 ? (
            <ul className="c2b-ai__warnings" aria-label="Notes from the AI helper">
              {state.answer.warnings.map(warning => (
                <li key={warning}>{warning}</li>
              ))}
            </ul>
          ) : null}
        </div>
      ) : null}
    </section>
  );
}
