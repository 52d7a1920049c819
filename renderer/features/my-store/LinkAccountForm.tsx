/**
 * The seller's payout account (spec: Seller linked account): where Route transfers
 * of their sales go. The server checks every field and keeps only the last four
 * digits of the number. Every field is checked at once before anything is sent
 * (shared rules, friendly words); a server message shows under the field it names.
 */
import { useState, type FormEvent } from 'react';
import type { LinkedAccount } from '#shared/api/commerce';
import { ACCOUNT_TYPES, validateLinkAccount } from '#shared/domain/payout-account';
import { linkAccount } from '#shared/api/client/commerce';
import type { FieldErrors } from '#shared/domain/validation';
import { toApiError } from '#shared/api/client/http';
import { useApi } from '../../api/ApiContext';
import { dropCache } from '../../hooks/query-cache';
import { Button } from '../../components/Button';
import { TextField } from '../../components/FormField';
import { Select } from '../../components/Select';

const FIELDS = ['name', 'userEmail', 'ifsc', 'account_number', 'phone', 'pan'] as const;
type Field = (typeof FIELDS)[number] | 'account_type';

export function LinkAccountForm({
  email,
  onLinked,
  onCancel,
}: {
  email: string;
  onLinked: (account: LinkedAccount) => void;
  onCancel?: () => void;
}) {
  const api = useApi();
  const [values, setValues] = useState<Record<Field, string>>({
    name: '',
    userEmail: email,
    ifsc: '',
    account_number: '',
    account_type: 'savings',
    phone: '',
    pan: '',
  });
  const [problems, setProblems] = useState<FieldErrors<string>>({});
  const [busy, setBusy] = useState(false);
  const set = (field: Field) => (value: string) =>
    setValues(current => ({ ...current, [field]: value }));
  const errorOf = (field: Field) => problems[field];

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const found = validateLinkAccount(values);
    setProblems(found);
    if (Object.keys(found).length > 0) return;
    setBusy(true);
    const { phone, pan, ...required } = values;
    linkAccount(api, {
      ...required,
      ...(phone.trim() ? { phone: phone.trim() } : {}),
      ...(pan.trim() ? { pan: pan.trim() } : {}),
    })
      .then(answer => {
        // The editor's payout note asks whether an account is linked: it is now.
        dropCache(api, 'linked-account');
        if (answer.account) onLinked(answer.account);
      })
      .catch((error: unknown) => {
        const failure = toApiError(error);
        setProblems({ [failure.field ?? 'form']: failure.message });
      })
      .finally(() => setBusy(false));
  };

  const field = (name: (typeof FIELDS)[number], label: string, extra: object = {}) => (
    <TextField
      id={`link-${name}`}
      label={label}
      value={values[name]}
      onChange={event => set(name)(event.target.value)}
      error={errorOf(name)}
      disabled={busy}
      {...extra}
    />
  );

  return (
    <form className="link-account" onSubmit={submit} noValidate>
      {field('name', 'Account holder name', { autoComplete: 'name', required: true })}
      {field('userEmail', 'Email for payout notices', {
        type: 'email',
        autoComplete: 'email',
        required: true,
      })}
      <div className="link-account__row">
        {field('ifsc', 'IFSC', {
          hint: 'Like HDFC0001234',
          autoCapitalize: 'characters',
          required: true,
        })}
        <Select
          label="Account type"
          value={values.account_type}
          onChange={event => set('account_type')(event.target.value)}
          disabled={busy}
        >
          {ACCOUNT_TYPES.map(type => (
            <option key={type} value={type}>
              {type === 'savings' ? 'Savings' : 'Current'}
            </option>
          ))}
        </Select>
      </div>
      {field('account_number', 'Account number', {
        inputMode: 'numeric',
        autoComplete: 'off',
        hint: '9 to 18 digits. We keep only the last four.',
        required: true,
      })}
      <div className="link-account__row">
        {field('phone', 'Phone', {
          type: 'tel',
          autoComplete: 'tel',
          badge: 'for Razorpay',
        })}
        {field('pan', 'PAN', { autoCapitalize: 'characters', badge: 'for Razorpay' })}
      </div>
      {Object.entries(problems)
        .filter(([name]) => !FIELDS.some(known => known === name))
        .map(([name, message]) => (
          <p key={name} className="link-account__error" role="alert">
            {message}
          </p>
        ))}
      <div className="link-account__actions">
        <Button type="submit" disabled={busy}>
          {busy ? 'Linking…' : 'Link account'}
        </Button>
        {onCancel && (
          <Button type="button" variant="secondary" onClick={onCancel} disabled={busy}>
            Cancel
          </Button>
        )}
      </div>
    </form>
  );
}
