/**
 * Badges derived from what the account already tells us; no badge needs data
 * the server does not send. `now` is a parameter so tests are not date-bound.
 */
import type { CurrentUser } from '#shared/api/account';
import { goldTierName } from '#shared/domain/gold';
import { formatDay } from '#shared/format';
import type { IconName } from '../../../components/Icon';

export interface Badge {
  id: string;
  title: string;
  description: string;
  icon: IconName;
}

const YEAR_MS = 365 * 24 * 60 * 60 * 1000;

export function earnedBadges(user: CurrentUser, now: Date = new Date()): Badge[] {
  const badges: Badge[] = [];
  const joined = new Date(user.createdAt);
  const joinedKnown = !Number.isNaN(joined.getTime());
  if (joinedKnown) {
    badges.push({
      id: 'member',
      title: `Member since ${formatDay(joined)}`,
      description: 'You joined the AIX Market community.',
      icon: 'calendar',
    });
  }
  if (joinedKnown && now.getTime() - joined.getTime() >= YEAR_MS) {
    badges.push({
      id: 'veteran',
      title: 'One year with us',
      description: 'Your account is more than a year old.',
      icon: 'clock',
    });
  }
  if (user.emailVerified) {
    badges.push({
      id: 'verified',
      title: 'Verified email',
      description: `${user.email} is confirmed.`,
      icon: 'check',
    });
  }
  const { website, location } = user.profile;
  if (user.name !== '' && user.avatar !== '' && website !== '' && location !== '') {
    badges.push({
      id: 'complete',
      title: 'Complete profile',
      description: 'Name, avatar, website and location are all filled in.',
      icon: 'star',
    });
  }
  if (user.gold && Date.parse(user.gold.until) > now.getTime()) {
    badges.push({
      id: 'gold',
      title: `${goldTierName(user.gold.tier)} backer`,
      description: `You back AIX Market until ${formatDay(user.gold.until)}. Thank you.`,
      icon: 'star',
    });
  }
  if (user.role === 'admin') {
    badges.push({
      id: 'admin',
      title: 'Administrator',
      description: 'You help run AIX Market.',
      icon: 'shield',
    });
  }
  return badges;
}
