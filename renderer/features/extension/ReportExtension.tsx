/**
 * "Report this extension" (spec §3 Report): a button on every extension page that
 * opens a dialog with the fixed reasons, the reporter's email (prefilled when
 * signed in) and the details. The same rules as the server check the form first;
 * a refusal from the server keeps what was typed.
 */
import { useId, useRef, useState, type FormEvent } from 'react';
import { reportExtension } from '#shared/api/client/reports';
import { toApiError } from '#shared/api/client/http';
import {
  REPORT_LIMITS,
  REPORT_MESSAGES,
  REPORT_REASONS,
  validateReport,
  type ReportField,
} from '#shared/domain/report';
import { Button } from '../../components/Button';
import { Icon } from '../../components/Icon';
import { ModalDialog } from '../../components/ModalDialog';
import { TextAreaField, TextField } from '../../components/FormField';
import { useApi } from '../../api/ApiContext';
import { useAtomValue } from '../../state/jotai';
import { authAtom } from '../auth/auth-atoms';
import '../../components/forms.css';
import './ReportExtension.css';

export function ReportExtension({ slug, name }: { slug: string; name: string }) {
  const [open, setOpen] = useState(false);
  const [sent, setSent] = useState(false);
  return (
    <section className="ext-side-card report-card" aria-labelledby="report-title">
      <h2 id="report-title" className="side-title">
        Something wrong?
      </h2>
      {sent ? (
        <p role="status" className="report-card__text">
          {REPORT_MESSAGES.sent}
        </p>
      ) : (
        <>
          <p className="report-card__text">
            Tell our moderators if this extension is harmful, broken or not what it says.
          </p>
          <Button variant="secondary" size="sm" onClick={() => setOpen(true)}>
            <Icon name="flag" size={15} /> Report this extension
          </Button>
        </>
      )}
      {open && (
        <ReportDialog
          slug={slug}
          name={name}
          onClose={() => setOpen(false)}
          onSent={() => {
            setOpen(false);
            setSent(true);
          }}
        />
      )}
    </section>
  );
}

function ReportDialog({
  slug,
  name,
  onClose,
  onSent,
}: {
  slug: string;
  name: string;
  onClose: () => void;
  onSent: () => void;
}) {
  const api = useApi();
  const auth = useAtomValue(authAtom);
  const ids = useId();
  const [email, setEmail] = useState(auth.status === 'signedIn' ? auth.user.email : '');
  const [reportNumber, setReportNumber] = useState(0);
  const [details, setDetails] = useState('');
  const [errors, setErrors] = useState<Partial<Record<ReportField, string>>>({});
  const [problem, setProblem] = useState('');
  const [busy, setBusy] = useState(false);
  const firstReason = useRef<HTMLInputElement>(null);

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const body = { email, reportNumber, slug, details };
    const found = validateReport(body);
    setErrors(found);
    setProblem('');
    if (Object.keys(found).length > 0) {
      const first = (['reportNumber', 'email', 'details'] as const).find(f => found[f]);
      document.getElementById(`${ids}-${first ?? 'details'}`)?.focus();
      return;
    }
    setBusy(true);
    try {
      await reportExtension(api, body);
      onSent();
    } catch (error) {
      const failure = toApiError(error);
      if (failure.field === 'email' || failure.field === 'details') {
        setErrors({ [failure.field]: failure.message });
      } else setProblem(failure.message);
    } finally {
      setBusy(false);
    }
  };

  return (
    <ModalDialog
      open
      title={`Report ${name}`}
      className="confirm-dialog--form"
      busy={busy}
      initialFocus={firstReason}
      onCancel={onClose}
    >
      <form className="form-stack" noValidate onSubmit={event => void submit(event)}>
        <fieldset
          className="report-reasons"
          aria-describedby={errors.reportNumber ? `${ids}-reason-error` : undefined}
        >
          <legend className="form-field__label">Reason</legend>
          {REPORT_REASONS.map((reason, index) => (
            <label key={reason.reportNumber} className="report-reason">
              <input
                ref={index === 0 ? firstReason : undefined}
                id={index === 0 ? `${ids}-reportNumber` : undefined}
                type="radio"
                name={`${ids}-reason`}
                value={reason.reportNumber}
                checked={reportNumber === reason.reportNumber}
                onChange={() => setReportNumber(reason.reportNumber)}
              />
              {reason.label}
            </label>
          ))}
          {errors.reportNumber && (
            <p id={`${ids}-reason-error`} className="form-field__error">
              {errors.reportNumber}
            </p>
          )}
        </fieldset>
        <TextField
          id={`${ids}-email`}
          label="Your email"
          type="email"
          autoComplete="email"
          value={email}
          error={errors.email}
          hint="Only the moderators see it, to ask you more if needed."
          onChange={event => setEmail(event.target.value)}
        />
        <TextAreaField
          id={`${ids}-details`}
          label="What is wrong?"
          rows={5}
          value={details}
          maxLength={REPORT_LIMITS.details.max}
          error={errors.details}
          counter={{ length: details.trim().length, max: REPORT_LIMITS.details.max }}
          onChange={event => setDetails(event.target.value)}
        />
        {problem && (
          <p role="alert" className="form-alert">
            {problem}
          </p>
        )}
        <div className="confirm-dialog__actions">
          <Button variant="secondary" onClick={onClose} disabled={busy}>
            Cancel
          </Button>
          <Button type="submit" disabled={busy}>
            {busy ? 'Sending…' : 'Send report'}
          </Button>
        </div>
      </form>
    </ModalDialog>
  );
}
