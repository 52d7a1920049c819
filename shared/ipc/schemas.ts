/**
 * The argument schema of every bridge method, checked in main before the handler
 * runs (renderer input is hostile). The mapped type keeps this table complete and
 * the compile-time check below keeps each schema equal to the bridge's argument type.
 */
import Type, { type Static, type TSchema } from 'typebox';
import { CURRENCIES, THEMES } from '../constants';
import type { ArgumentOf, MethodKey } from './bridge';

export const ProfileSchema = Type.Object(
  {
    email: Type.String({ maxLength: 320 }),
    id: Type.String({ maxLength: 128 }),
    token: Type.String({ maxLength: 8192 }),
  },
  { additionalProperties: false },
);

export const PreferencesSchema = Type.Object(
  {
    theme: Type.Union([Type.Enum(THEMES), Type.Null()]),
    currency: Type.Union([Type.Enum(CURRENCIES), Type.Null()]),
    country: Type.Union([Type.String({ pattern: '^[A-Z]{2}$' }), Type.Null()]),
    cookieConsent: Type.Boolean(),
  },
  { additionalProperties: false },
);

const None = Type.Undefined();

export const PublishRequestSchema = Type.Object(
  {
    handle: Type.String({
      minLength: 1,
      maxLength: 64,
      pattern: '^aixf_[A-Za-z0-9_-]+$',
    }),
    extension: Type.Optional(Type.String({ minLength: 1, maxLength: 100 })),
    notes: Type.Optional(Type.String({ maxLength: 2000 })),
    create: Type.Optional(Type.Boolean()),
  },
  { additionalProperties: false },
);

/** The largest .aix the studio takes by drop (the server's own cap is lower). */
export const MAX_DROPPED_BYTES = 40 * 1024 * 1024;

export const DroppedFileSchema = Type.Object(
  {
    fileName: Type.String({
      minLength: 5,
      maxLength: 255,
      pattern: '^[^/\\\\]+\\.[aA][iI][xX]$',
    }),
    base64: Type.String({
      minLength: 1,
      maxLength: Math.ceil(MAX_DROPPED_BYTES / 3) * 4,
      pattern: '^[A-Za-z0-9+/]*={0,2}$',
    }),
  },
  { additionalProperties: false },
);

export const DownloadRequestSchema = Type.Object(
  {
    orderId: Type.String({ minLength: 1, maxLength: 64, pattern: '^[A-Za-z0-9_]+$' }),
    version: Type.String({ minLength: 1, maxLength: 100 }),
    extensionName: Type.String({ maxLength: 200 }),
    slug: Type.String({ maxLength: 200 }),
  },
  { additionalProperties: false },
);

/** An opened build's handle (studio/local-build.ts), never a path. */
const HandleSchema = Type.String({
  minLength: 1,
  maxLength: 64,
  pattern: '^aixf_[A-Za-z0-9_-]+$',
});

export const ARGUMENT_SCHEMAS = {
  'app.getConfig': None,
  'settings.getProfile': None,
  'settings.setProfile': Type.Union([ProfileSchema, Type.Null()]),
  'settings.getPreferences': None,
  'settings.setPreferences': Type.Partial(PreferencesSchema),
  'settings.setApiBaseUrl': Type.Union([
    Type.String({ minLength: 8, maxLength: 2048, pattern: '^https?://[^\\s@]+$' }),
    Type.Null(),
  ]),
  'shell.openExternal': Type.String({ maxLength: 2048 }),
  'builds.open': None,
  'builds.publish': PublishRequestSchema,
  'builds.openDropped': DroppedFileSchema,
  'builds.progress': HandleSchema,
  'watch.folders': None,
  'watch.addFolder': None,
  'watch.removeFolder': Type.String({ minLength: 1, maxLength: 4096 }),
  'watch.newBuilds': None,
  'watch.dismiss': HandleSchema,
  'downloads.save': DownloadRequestSchema,
  'downloads.list': None,
  'downloads.showInFolder': Type.String({ minLength: 1, maxLength: 64 }),
  'downloads.getFolder': None,
  'downloads.chooseFolder': None,
  'downloads.updates': None,
  'downloads.update': Type.String({
    minLength: 1,
    maxLength: 64,
    pattern: '^[A-Za-z0-9-]+$',
  }),
} satisfies Record<MethodKey, TSchema>;

type Same<A, B> = [A] extends [B] ? ([B] extends [A] ? true : false) : false;
/** Fails to compile when a schema and the bridge disagree about an argument. */
const schemasMatchBridge: {
  [K in MethodKey]: Same<Static<(typeof ARGUMENT_SCHEMAS)[K]>, ArgumentOf<K>>;
} = {
  'app.getConfig': true,
  'settings.getProfile': true,
  'settings.setProfile': true,
  'settings.getPreferences': true,
  'settings.setPreferences': true,
  'settings.setApiBaseUrl': true,
  'shell.openExternal': true,
  'builds.open': true,
  'builds.publish': true,
  'builds.openDropped': true,
  'builds.progress': true,
  'watch.folders': true,
  'watch.addFolder': true,
  'watch.removeFolder': true,
  'watch.newBuilds': true,
  'watch.dismiss': true,
  'downloads.save': true,
  'downloads.list': true,
  'downloads.showInFolder': true,
  'downloads.getFolder': true,
  'downloads.chooseFolder': true,
  'downloads.updates': true,
  'downloads.update': true,
};
void schemasMatchBridge;
