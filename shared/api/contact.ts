/**
 * HTTP contract of the contact form and the feedback page (spec §3 Contact message,
 * §7 app backend). Both are stored in one `contact_messages` table with a `kind`:
 *
 * - `POST /api/contact-us` `{ email, name, subject, message, kind? }`: the spec's
 *   four fields plus an optional `kind` (`contact` by default, `report-issue` when
 *   the visitor picked "Report an issue").
 * - `POST /api/feedback` `{ rating, message, email? }`: a 1 to 5 rating and a message;
 *   the email is optional because feedback may be anonymous.
 *
 * Both answer 201 `{ id, kind, createdAt }`, 400 with a field message when a value
 * breaks a rule below, and 429 after 5 messages a minute from one address.
 *
 * The TypeBox schemas only pin the shape (types, no unknown fields); the rules and
 * their messages live in `validateContactMessage` / `validateFeedback`, which the
 * forms and the server both call, so the browser and the API can never disagree.
 */
import Type from 'typebox';
import {
  type ContactBody,
  type ContactReceipt,
  type FeedbackBody,
} from '../domain/contact';
import { IsoDate, Line, Text, Int } from './common';

export * from '../domain/contact';

export const ContactBodySchema = Type.Object(
  {
    email: Line({ description: `A valid address, at most 254 characters.` }),
    name: Line({ description: '1 to 60 characters after trimming.' }),
    subject: Line({ description: '3 to 120 characters after trimming.' }),
    message: Text({ description: '10 to 5000 characters after trimming.' }),
    kind: Type.Optional(
      Type.Union([Type.Literal('contact'), Type.Literal('report-issue')], {
        description: "'contact' (default) or 'report-issue'.",
      }),
    ),
  },
  { additionalProperties: false, $id: 'ContactBody' },
);

export const FeedbackBodySchema = Type.Object(
  {
    // Wide bounds keep Infinity out; the 1-to-5 rule and its message are the domain's.
    rating: Int({ minimum: -1000, maximum: 1000, description: '1 to 5 stars.' }),
    message: Text({ description: '10 to 5000 characters after trimming.' }),
    email: Type.Optional(Line({ description: 'Optional; valid when given.' })),
  },
  { additionalProperties: false, $id: 'FeedbackBody' },
);

export const ContactReceiptSchema = Type.Object(
  {
    id: Type.String(),
    kind: Type.Union([
      Type.Literal('contact'),
      Type.Literal('feedback'),
      Type.Literal('report-issue'),
    ]),
    createdAt: IsoDate,
  },
  { $id: 'ContactReceipt' },
);

type Same<A, B> = [A] extends [B] ? ([B] extends [A] ? true : false) : false;
type Expect<T extends true> = T;
// Compile-time proof that the hand-written types in domain/contact.ts match the schemas.
type _ContractMatchesSchemas = [
  Expect<Same<Type.Static<typeof ContactBodySchema>, ContactBody>>,
  Expect<Same<Type.Static<typeof FeedbackBodySchema>, FeedbackBody>>,
  Expect<Same<Type.Static<typeof ContactReceiptSchema>, ContactReceipt>>,
];
