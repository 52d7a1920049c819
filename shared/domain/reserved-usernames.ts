/**
 * Usernames nobody may register (spec §5: 'is reserved'): our own routes and
 * sub-domains, roles that could impersonate staff, and words that would confuse
 * visitors on /user/:username. Compared case-insensitively.
 */
import { MESSAGES } from './validation';

const RESERVED = `
  about account accounts admin administrator admins aix aixmarket api apps assets auth
  backer beta billing blog cdn changelog checkout config confirm contact dashboard
  debug default dev docs download downloads email explore extension extensions faq
  favourites feedback files ftp gold guest help home hostmaster info legal login
  logout mail market marketplace me moderator new news null official orders owner
  payment payments postmaster premium privacy profile public publish register report
  root security seller settings signin signout signup sitemap staff static status
  store support sysadmin system team terms test undefined upload user username users
  version webmaster www
`;

export const RESERVED_USERNAMES: ReadonlySet<string> = new Set(
  RESERVED.trim().split(/\s+/),
);

export function isReservedUsername(username: string): boolean {
  return RESERVED_USERNAMES.has(username.trim().toLowerCase());
}

/** The message of a reserved username, or undefined when the name is free to use. */
export function validateUsernameNotReserved(username: string): string | undefined {
  return isReservedUsername(username) ? MESSAGES.reserved : undefined;
}
