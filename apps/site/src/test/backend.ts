import type { Session } from '@fanclub/domain';
import { freeMember, paidMember, signedOut } from '@fanclub/mocks';
import { fixtureNow } from '@fanclub/fixtures';
import type { Meta } from '@storybook/react-vite';
import type { SiteAt } from './SiteAt.tsx';

/** The fake backend as the story's session sees it: a guest, the free member or the paid member. */
export const backendFor = (session: Session | null) =>
  session === null ? signedOut() : session.user.isPaidMember ? paidMember() : freeMember();

type SiteMeta = Meta<typeof SiteAt>;

/**
 * What a page story file's meta shares: the whole site at `path` for `session`, on the fake backend
 * that session sees; with `fixtureDay`, on the fixtures' day too (see `onFixtureDay`). Its `title`,
 * `component` and `parameters` stay written out in the file: Storybook reads them from the source,
 * and a spread-in `layout` is lost (the page then renders padded).
 */
export const sitePage = (
  args: { path: string; session: Session | null },
  { fixtureDay = false } = {},
): Pick<SiteMeta, 'args' | 'beforeEach'> => ({
  args,
  beforeEach({ msw, args }) {
    msw.use(...backendFor(args.session));
    return fixtureDay ? onFixtureDay() : undefined;
  },
});

/**
 * Screens that tell running events and open entry windows from finished ones by the device clock
 * (/voting, the draws) run on the fixtures' day (FIXTURE_NOW, 2026-11-22 10:00 JST) with the clock
 * still ticking, so they read the same whatever day the story runs. Returns the clean-up that puts
 * the real clock back, for a story's `beforeEach`.
 */
export function onFixtureDay(): () => void {
  const RealDate = Date;
  const offset = fixtureNow.getTime() - RealDate.now();
  const now = () => RealDate.now() + offset;
  function FixtureDate(...args: unknown[]) {
    if (!new.target) return new RealDate(now()).toString();
    return args.length === 0 ? new RealDate(now()) : (Reflect.construct(RealDate, args) as Date);
  }
  FixtureDate.prototype = RealDate.prototype;
  Object.setPrototypeOf(FixtureDate, RealDate);
  Object.defineProperty(FixtureDate, 'now', { value: now });
  globalThis.Date = FixtureDate as unknown as DateConstructor;
  return () => {
    globalThis.Date = RealDate;
  };
}
