import { useState, type FormEvent } from 'react';
import { Link } from '../../components/Link';
import {
  CONTACT_LIMITS,
  FEEDBACK_FIELD_ORDER,
  firstError,
  validateFeedback,
  type FeedbackField,
} from '#shared/domain/contact';
import type { FieldErrors } from '#shared/domain/validation';
import { sendFeedback } from '#shared/api/client/contact';
import { Button } from '../../components/Button';
import { Icon } from '../../components/Icon';
import { PageHeader } from '../../components/PageHeader';
import { Spinner } from '../../components/Spinner';
import { usePageHead } from '../../hooks/usePageHead';
import { TextAreaField, TextField } from '../../components/FormField';
import { RatingField } from './RatingField';
import { SentPanel } from './SentPanel';
import { useSubmission } from './useSubmission';
import './pages.css';
import '../../components/forms.css';
import { PAGE_TITLES } from '#shared/page-titles';

interface Values {
  rating: number | undefined;
  message: string;
  email: string;
}

const EMPTY: Values = { rating: undefined, message: '', email: '' };

function toBody(values: Values) {
  // An unset rating is sent as 0 so the shared rule reports it like the server would.
  return { rating: values.rating ?? 0, message: values.message, email: values.email };
}

function focusField(field: FeedbackField) {
  const target =
    field === 'rating'
      ? (document.querySelector<HTMLElement>('input[name="feedback-rating"]:checked') ??
        document.querySelector<HTMLElement>('input[name="feedback-rating"]'))
      : document.getElementById(`feedback-${field}`);
  target?.focus();
}

/** /feedback: a 1 to 5 rating, a message and an optional email. */
export function FeedbackScreen() {
  usePageHead(PAGE_TITLES.feedback);
  const [values, setValues] = useState<Values>(EMPTY);
  const [errors, setErrors] = useState<FieldErrors<FeedbackField>>({});
  const [checked, setChecked] = useState(false);
  const { state, submit, reset } = useSubmission(sendFeedback);

  const update = (next: Values) => {
    setValues(next);
    if (checked) setErrors(validateFeedback(toBody(next)));
  };

  const onSubmit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    setChecked(true);
    const body = toBody(values);
    const found = validateFeedback(body);
    setErrors(found);
    const first = firstError(found, FEEDBACK_FIELD_ORDER);
    if (first) {
      focusField(first.field);
      return;
    }
    const result = await submit(body);
    if (result.status === 'failed' && result.error.field) {
      const field = result.error.field as FeedbackField;
      if (FEEDBACK_FIELD_ORDER.includes(field)) {
        setErrors({ [field]: result.error.message });
        focusField(field);
      }
    }
  };

  const sending = state.status === 'sending';
  const failure =
    state.status === 'failed' && !state.error.field ? state.error : undefined;
  return (
    <div className="container ip-page feedback">
      <PageHeader
        title="Feedback"
        subtitle="What do you love, what gets in your way, what should we build next? Every note is read by the team."
      />
      <div className="ip-form-layout">
        <div>
          {state.status === 'sent' ? (
            <SentPanel
              title="Thank you for your feedback!"
              receiptId={state.receipt.id}
              againLabel="Send more feedback"
              onAgain={() => {
                setValues(EMPTY);
                setErrors({});
                setChecked(false);
                reset();
              }}
            >
              <p>
                It goes straight to the people who build AIX Market.
                {values.email.trim() !== '' &&
                  ' If we have a question, we will write to you.'}
              </p>
            </SentPanel>
          ) : (
            <form
              className="form-card form-stack"
              noValidate
              onSubmit={e => void onSubmit(e)}
            >
              <RatingField
                value={values.rating}
                error={errors.rating}
                onChange={rating => update({ ...values, rating })}
              />
              <TextAreaField
                id="feedback-message"
                label="Your feedback"
                value={values.message}
                error={errors.message}
                onChange={e => update({ ...values, message: e.target.value })}
                counter={{
                  length: values.message.trim().length,
                  max: CONTACT_LIMITS.message.max,
                }}
                placeholder="What should we keep, change or add?"
                rows={6}
                required
              />
              <TextField
                id="feedback-email"
                label="Email"
                badge="optional"
                type="email"
                autoComplete="email"
                value={values.email}
                error={errors.email}
                hint="Only if you would like a reply."
                onChange={e => update({ ...values, email: e.target.value })}
                maxLength={CONTACT_LIMITS.email.max}
                placeholder="you@example.com"
              />
              {failure && (
                <div className="form-alert" role="alert">
                  <Icon name="alert" />
                  <p>
                    <strong>Your feedback was not sent.</strong> {failure.message} Your
                    text is still here, so you can try again.
                  </p>
                </div>
              )}
              <div className="form-submit">
                <Button
                  type="submit"
                  size="lg"
                  disabled={sending}
                  aria-disabled={sending}
                >
                  {sending ? (
                    <span aria-hidden="true" className="form-submit__spinner">
                      <Spinner size={18} />
                    </span>
                  ) : (
                    <Icon name="message" />
                  )}
                  {sending ? 'Sending…' : 'Send feedback'}
                </Button>
                <p className="form-submit__note">
                  Need an answer about an order or a bug? Use the{' '}
                  <Link to="/contact-us">contact form</Link>.
                </p>
              </div>
            </form>
          )}
        </div>
        <aside className="ip-aside" aria-labelledby="feedback-next">
          <h2 className="ip-aside__title" id="feedback-next">
            What happens next
          </h2>
          <ul className="ip-aside__links">
            <li>
              <Icon name="message" />
              <div>
                <p className="ip-aside__strong">Read by people</p>
                <p>Every note goes to the team that builds AIX Market, not to a bot.</p>
              </div>
            </li>
            <li>
              <Icon name="trending" />
              <div>
                <p className="ip-aside__strong">Turned into plans</p>
                <p>
                  Popular ideas shape the <Link to="/changelog">Coming next</Link> list.
                </p>
              </div>
            </li>
            <li>
              <Icon name="alert" />
              <div>
                <Link to="/contact-us?subject=issue">Found a bug?</Link>
                <p>Report it with the details so we can fix it quickly.</p>
              </div>
            </li>
          </ul>
        </aside>
      </div>
    </div>
  );
}
