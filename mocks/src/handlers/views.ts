/**
 * What a given caller sees of the stored content: paid content withheld from guests and free
 * members (DESIGN.md "Paid content": the server withholds it), and the member's own state
 * (votes, entries, answers, stamps) filled in.
 */
import type {
  Blog,
  Discography,
  DrawEvent,
  EventRewards,
  MusicVideo,
  News,
  Profile,
  Schedule,
  Survey,
  User,
  Vlog,
  VotingEvent,
} from '@fanclub/domain/contract';
import { db } from '../db.ts';
import { isPaidMember } from './handle.ts';

type Gated = News | Blog | Schedule | Discography;

export function gateContent<T extends Gated>(item: T, user: User | null): T {
  return item.isPaid && !isPaidMember(user) ? { ...item, content: null } : item;
}

export function gateVideo<T extends MusicVideo | Vlog>(item: T, user: User | null): T {
  return item.isPaid && !isPaidMember(user) ? { ...item, videoUrl: null } : item;
}

/** A paid-only profile keeps its name and picture; the personal details are for paid members. */
export function gateProfile(profile: Profile, user: User | null): Profile {
  if (!profile.isPaid || isPaidMember(user)) return profile;
  return {
    ...profile,
    birthday: null,
    height: null,
    hometown: null,
    bloodType: null,
    hobby: null,
    skill: null,
    aspiration: null,
    statement: null,
    affiliateStore: null,
    profileImages: [],
  };
}

export function votingEventFor(event: VotingEvent, user: User | null): VotingEvent {
  const profileIds = new Set(event.profiles.map((profile) => profile.id));
  const votes = user
    ? db.votes
        .filter((vote) => vote.userId === user.id && profileIds.has(vote.votingEventProfileId))
        .map(({ votingEventProfileId, userId, point }) => ({ votingEventProfileId, userId, point }))
    : [];
  return { ...event, votes };
}

export function drawEventFor(event: DrawEvent, user: User | null): DrawEvent {
  return {
    ...event,
    benefits: event.benefits.map((benefit) => {
      const entry =
        user && db.drawEntries.find((item) => item.userId === user.id && item.drawBenefitId === benefit.id);
      const won = entry?.entryStatus === 'won';
      return {
        ...benefit,
        isRegistered: Boolean(entry),
        entryStatus: entry ? entry.entryStatus : null,
        congratulationContent: won ? (db.content.drawCongratulations[benefit.id] ?? null) : null,
      };
    }),
  };
}

export function surveyFor(survey: Survey, user: User | null): Survey {
  const isAnswered = Boolean(
    user && db.surveyRegistrations.some((item) => item.userId === user.id && item.surveyId === survey.id),
  );
  return { ...survey, isAnswered };
}

/** Codes stay hidden until earned; content rewards open once every stamp is collected. */
export function eventRewardsFor(event: EventRewards, user: User | null): EventRewards {
  const acquired = new Set(
    user ? db.stampAcquisitions.filter((item) => item.userId === user.id).map((item) => item.stampId) : [],
  );
  const stamps = event.stamps.map((stamp) => ({
    ...stamp,
    isAcquired: acquired.has(stamp.id),
    qRCodeValue: acquired.has(stamp.id) ? stamp.qRCodeValue : null,
  }));
  const complete = stamps.length > 0 && stamps.every((stamp) => stamp.isAcquired);
  const paid = isPaidMember(user);
  return {
    ...event,
    stamps,
    contents: event.contents.map((content) => {
      const eligible = content.membershipType === 'all' || (content.membershipType === 'paid') === paid;
      const isAcquired = complete && eligible;
      return { ...content, isAcquired, videoURL: isAcquired ? content.videoURL : null };
    }),
  };
}

/** Newest first by an ISO date field. */
export const newestFirst =
  <T>(date: (item: T) => string) =>
  (a: T, b: T): number =>
    Date.parse(date(b)) - Date.parse(date(a));
