/**
 * The server's schema checks answer in validator words ('"ifsc" must match pattern
 * "^[A-Z]{4}0…"', 'Missing field "name" in body'). Every client turns those into
 * plain sentences naming the field as a form does (issue 20 item 10), so no form,
 * whichever rule it forgot to check first, ever shows raw schema text. Messages
 * that are already sentences (the spec's, the services') pass through unchanged.
 */

/** "account_number", "userEmail" → "Account number", "User email". */
export function fieldLabel(name: string): string {
  const words = name
    .replace(/([a-z])([A-Z])/g, '$1 $2')
    .replace(/[_.]+/g, ' ')
    .toLowerCase()
    .trim();
  return words.charAt(0).toUpperCase() + words.slice(1);
}

type Rule = [RegExp, (label: string, match: RegExpMatchArray) => string];

/** Each describeValidation form (server/plugins/errors.ts) and its plain sentence. */
const RULES: readonly Rule[] = [
  [/^Missing field "([^"]+)" in \w+$/, label => `${label} is required.`],
  [
    /^Unknown field "([^"]+)" in \w+$/,
    () =>
      'The form sent something the server does not accept. Reload the page and try again.',
  ],
  [
    /^"[^"]+" must match format "email"$/,
    () => 'Enter a valid email address, like you@example.com.',
  ],
  [
    /^"[^"]+" must match format "(uri|url)"$/,
    label => `${label} must be a web address starting with https://.`,
  ],
  [
    /^"[^"]+" must match (pattern|format) /,
    label => `${label} is not in the expected form.`,
  ],
  [
    /^"[^"]+" must not contain control characters$/,
    label => `${label} cannot contain tabs or other invisible control characters.`,
  ],
  [/^"[^"]+" must be >= (-?[\d.]+)$/, (label, m) => `${label} must be at least ${m[1]}.`],
  [/^"[^"]+" must be > (-?[\d.]+)$/, (label, m) => `${label} must be more than ${m[1]}.`],
  [/^"[^"]+" must be <= (-?[\d.]+)$/, (label, m) => `${label} can be at most ${m[1]}.`],
  [/^"[^"]+" must be < (-?[\d.]+)$/, (label, m) => `${label} must be less than ${m[1]}.`],
  [/^"[^"]+" must be integer$/, label => `${label} must be a whole number.`],
  [/^"[^"]+" must be a finite number$/, label => `${label} must be a number.`],
  [
    /^"[^"]+" must be (string|number|boolean|object|array|null)/,
    label => `${label} is missing or not in the expected form.`,
  ],
  [
    /^"[^"]+" must be one of:? (.+)$/,
    (label, m) => `Choose ${label.toLowerCase()} from: ${m[1] ?? ''}.`,
  ],
  [
    /^"[^"]+" must NOT have (fewer|more) than (\d+) (items|properties)$/,
    (label, m) =>
      m[1] === 'fewer'
        ? `${label} needs at least ${m[2]}.`
        : `${label} can have at most ${m[2]}.`,
  ],
  [/^"[^"]+" must NOT /, label => `${label} is not in the expected form.`],
  [/^"[^"]+" must /, label => `${label} is not in the expected form.`],
];

/** The field a raw message is about: the API's `field`, else the quoted name. */
function subject(message: string, field: string | undefined): string {
  const quoted = /"([^"]+)"/.exec(message)?.[1];
  const name =
    field ??
    quoted
      ?.split('.')
      .filter(part => !/^\d+$/.test(part))
      .at(-1);
  return name ? fieldLabel(name) : 'A field';
}

/** A sentence for a 400's message; unchanged when it is not validator text. */
export function friendlyValidationMessage(message: string, field?: string): string {
  for (const [pattern, say] of RULES) {
    const match = pattern.exec(message);
    if (match) return say(subject(message, field), match);
  }
  return message;
}
