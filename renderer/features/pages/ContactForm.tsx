import { useState, type FormEvent } from 'react';
import { Link } from '../../components/Link';
import {
  CONTACT_FIELD_ORDER,
  CONTACT_KIND_LABELS,
  CONTACT_LIMITS,
  firstError,
  validateContactMessage,
  type ContactField,
  type ContactFormKind,
} from '#shared/domain/contact';
import type { FieldErrors } from '#shared/domain/validation';
import { sendContactMessage } from '#shared/api/client/contact';
import { Button } from '../../components/Button';
import { Icon } from '../../components/Icon';
import { Spinner } from '../../components/Spinner';
import { TextAreaField, TextField } from '../../components/FormField';
import { SentPanel } from './SentPanel';
import { useSubmission } from './useSubmission';
import '../../components/forms.css';

const KIND_HINTS: Record<ContactFormKind, string> = {
  contact: 'Questions about buying, selling, payouts or your account.',
  'report-issue': 'Something broken, a bad extension, or a security problem.',
};

const MESSAGE_HINTS: Record<ContactFormKind, string> = {
  contact: 'Tell us as much as you can; links to extensions help.',
  'report-issue':
    'What did you do, what did you expect, and what happened instead? Include the page address if you can.',
};

interface Values {
  kind: ContactFormKind;
  email: string;
  name: string;
  subject: string;
  message: string;
}

const fieldId = (field: ContactField) => `contact-${field}`;

function focusField(field: ContactField) {
  // Radio groups take focus on their checked option.
  const target =
    field === 'kind'
      ? document.querySelector<HTMLElement>('input[name="contact-kind"]:checked')
      : document.getElementById(fieldId(field));
  target?.focus();
}

/** The contact form; `kind` follows the page's ?subject= query. */
export function ContactForm({ kind: initialKind }: { kind: ContactFormKind }) {
  const [values, setValues] = useState<Values>({
    kind: initialKind,
    email: '',
    name: '',
    subject: '',
    message: '',
  });
  const [followedKind, setFollowedKind] = useState(initialKind);
  if (followedKind !== initialKind) {
    // The nav's "Report issue" link changed the query while the form was open.
    setFollowedKind(initialKind);
    setValues(current => ({ ...current, kind: initialKind }));
  }
  const [errors, setErrors] = useState<FieldErrors<ContactField>>({});
  const [checked, setChecked] = useState(false);
  const { state, submit, reset } = useSubmission(sendContactMessage);

  const update = <K extends keyof Values>(field: K, value: Values[K]) => {
    const next: Values = { ...values, [field]: value };
    setValues(next);
    // After the first attempt, errors follow the typing so they disappear once fixed.
    if (checked) setErrors(validateContactMessage(next));
  };

  const onSubmit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    setChecked(true);
    const found = validateContactMessage(values);
    setErrors(found);
    const first = firstError(found, CONTACT_FIELD_ORDER);
    if (first) {
      focusField(first.field);
      return;
    }
    const result = await submit(values);
    if (result.status === 'failed' && result.error.field) {
      const field = result.error.field as ContactField;
      if (CONTACT_FIELD_ORDER.includes(field)) {
        setErrors({ [field]: result.error.message });
        focusField(field);
      }
    }
  };

  if (state.status === 'sent') {
    return (
      <SentPanel
        title={`Thanks, ${values.name.trim()}! Your message is on its way.`}
        receiptId={state.receipt.id}
        againLabel="Send another message"
        onAgain={() => {
          setValues({
            kind: initialKind,
            email: values.email,
            name: values.name,
            subject: '',
            message: '',
          });
          setErrors({});
          setChecked(false);
          reset();
        }}
      >
        <p>
          We read every message and will reply to <strong>{values.email.trim()}</strong>.
          Quote the reference below if you write to us again about it.
        </p>
      </SentPanel>
    );
  }

  const sending = state.status === 'sending';
  const failure =
    state.status === 'failed' && !state.error.field ? state.error : undefined;
  return (
    <form className="form-card form-stack" noValidate onSubmit={e => void onSubmit(e)}>
      <fieldset className="form-fieldset">
        <legend className="form-legend">What is this about?</legend>
        <div className="contact-kinds">
          {(['contact', 'report-issue'] as const).map(kind => (
            <label key={kind} className="contact-kind">
              <input
                type="radio"
                name="contact-kind"
                value={kind}
                checked={values.kind === kind}
                onChange={() => update('kind', kind)}
              />
              <span className="contact-kind__body">
                <span className="contact-kind__title">
                  <Icon name={kind === 'contact' ? 'message' : 'alert'} size={16} />
                  {CONTACT_KIND_LABELS[kind]}
                </span>
                <span className="contact-kind__hint">{KIND_HINTS[kind]}</span>
              </span>
            </label>
          ))}
        </div>
      </fieldset>
      <div className="form-row">
        <TextField
          id={fieldId('email')}
          label="Email"
          type="email"
          autoComplete="email"
          value={values.email}
          error={errors.email}
          onChange={e => update('email', e.target.value)}
          maxLength={CONTACT_LIMITS.email.max}
          placeholder="you@example.com"
          required
        />
        <TextField
          id={fieldId('name')}
          label="Name"
          autoComplete="name"
          value={values.name}
          error={errors.name}
          onChange={e => update('name', e.target.value)}
          placeholder="Your name"
          required
        />
      </div>
      <TextField
        id={fieldId('subject')}
        label="Subject"
        value={values.subject}
        error={errors.subject}
        onChange={e => update('subject', e.target.value)}
        placeholder={
          values.kind === 'report-issue'
            ? 'e.g. The download button does nothing'
            : 'e.g. When are payouts sent?'
        }
        counter={{
          length: values.subject.trim().length,
          max: CONTACT_LIMITS.subject.max,
        }}
        required
      />
      <TextAreaField
        id={fieldId('message')}
        label="Message"
        value={values.message}
        error={errors.message}
        hint={MESSAGE_HINTS[values.kind]}
        onChange={e => update('message', e.target.value)}
        counter={{
          length: values.message.trim().length,
          max: CONTACT_LIMITS.message.max,
        }}
        rows={7}
        required
      />
      {failure && (
        <div className="form-alert" role="alert">
          <Icon name="alert" />
          <p>
            <strong>Your message was not sent.</strong> {failure.message} Your text is
            still here, so you can try again.
          </p>
        </div>
      )}
      <div className="form-submit">
        <Button type="submit" size="lg" disabled={sending} aria-disabled={sending}>
          {sending ? (
            <span aria-hidden="true" className="form-submit__spinner">
              <Spinner size={18} />
            </span>
          ) : (
            <Icon name="mail" />
          )}
          {sending ? 'Sending…' : 'Send message'}
        </Button>
        <p className="form-submit__note">
          We use your email only to answer you. See our{' '}
          <Link to="/terms/privacy-policy">privacy policy</Link>.
        </p>
      </div>
    </form>
  );
}
