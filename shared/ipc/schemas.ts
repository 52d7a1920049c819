/** Schemas main uses to validate every IPC argument (see bridge.ts). */
import Type from 'typebox';
import { THEMES } from '../constants';

export const ThemeSchema = Type.Union(THEMES.map(theme => Type.Literal(theme)));

export const ProfileSchema = Type.Union([
  Type.Null(),
  Type.Object(
    {
      email: Type.String({ maxLength: 320 }),
      id: Type.String({ maxLength: 128 }),
      token: Type.String({ maxLength: 8192 }),
    },
    { additionalProperties: false },
  ),
]);

export const ExternalUrlSchema = Type.String({ maxLength: 2048 });
