/**
 * Every query key, one factory per resource. Keys nest so a prefix reaches a whole group:
 * `all` is everything of a resource, `lists()` every list variant (public, member, categories),
 * `details()` every single item. Mutations invalidate by reusing these keys.
 */
import type { Id } from './hook-helpers.ts';

const resourceKeys = <R extends string>(resource: R) => {
  const all = [resource] as const;
  const lists = () => [...all, 'list'] as const;
  const details = () => [...all, 'detail'] as const;
  return {
    all,
    lists,
    // `{}` for no query, so `list()` and `list({})` share one cache entry.
    list: (query: object = {}) => [...lists(), query] as const,
    details,
    detail: (id: Id) => [...details(), Number(id)] as const,
  };
};

/** Lists and items a member reads with a token: `member` keeps them apart from the public ones. */
const memberKeys = <R extends string>(resource: R) => {
  const base = resourceKeys(resource);
  return {
    ...base,
    memberLists: () => [...base.lists(), 'member'] as const,
    memberList: (query: object = {}) => [...base.lists(), 'member', query] as const,
    memberDetails: () => [...base.details(), 'member'] as const,
    memberDetail: (id: Id) => [...base.details(), 'member', Number(id)] as const,
  };
};

/** News, blogs and notices page to the neighbouring article. */
const articleKeys = <R extends string>(resource: R) => {
  const base = memberKeys(resource);
  return {
    ...base,
    next: (id: Id) => [...base.detail(id), 'next'] as const,
    previous: (id: Id) => [...base.detail(id), 'previous'] as const,
    categories: () => [...base.lists(), 'categories'] as const,
  };
};

const withCategories = <R extends string>(resource: R) => {
  const base = resourceKeys(resource);
  return { ...base, categories: () => [...base.lists(), 'categories'] as const };
};

const home = resourceKeys('home');
const site = resourceKeys('site');
const musicVideos = resourceKeys('musicVideos');
const surveys = memberKeys('surveys');
const voting = memberKeys('voting');
const votingPackages = memberKeys('votingPackages');
const cart = resourceKeys('cart');
const auth = resourceKeys('auth');
const postalCodes = resourceKeys('postalCodes');

export const queryKeys = {
  news: articleKeys('news'),
  blogs: articleKeys('blogs'),
  notices: articleKeys('notices'),
  biographies: resourceKeys('biographies'),
  faqs: resourceKeys('faqs'),
  discographies: withCategories('discographies'),
  schedules: withCategories('schedules'),
  products: withCategories('products'),
  profiles: memberKeys('profiles'),
  home: {
    ...home,
    topics: () => [...home.lists(), 'topics'] as const,
    topComponents: () => [...home.lists(), 'top-components'] as const,
    topImages: () => [...home.lists(), 'top-images'] as const,
    ads: () => [...home.lists(), 'ads'] as const,
  },
  musicVideos: {
    ...musicVideos,
    vlogs: () => [...musicVideos.lists(), 'vlogs'] as const,
  },
  site: {
    ...site,
    webSpecification: () => [...site.details(), 'web-specification'] as const,
    companyPages: () => [...site.lists(), 'company-pages'] as const,
    legalTexts: () => [...site.details(), 'legal-texts'] as const,
  },
  membershipPlans: resourceKeys('membershipPlans'),
  votingPackages,
  voting: {
    ...voting,
    // The member's vote history is a member list of the voting resource.
    histories: (query: object = {}) => [...voting.memberLists(), 'histories', query] as const,
  },
  surveys: {
    ...surveys,
    questions: (query: object = {}) => [...surveys.lists(), 'questions', query] as const,
    answers: (query: object = {}) => [...surveys.lists(), 'answers', query] as const,
    registrations: (query: object = {}) => [...surveys.lists(), 'registrations', query] as const,
  },
  drawEvents: resourceKeys('drawEvents'),
  giftPosts: resourceKeys('giftPosts'),
  deliveryMethods: resourceKeys('deliveryMethods'),
  paymentOptions: resourceKeys('paymentOptions'),
  cart: { ...cart, mine: () => [...cart.details(), 'mine'] as const },
  orders: resourceKeys('orders'),
  birthdayGifts: resourceKeys('birthdayGifts'),
  eventRewards: resourceKeys('eventRewards'),
  membershipCard: {
    all: ['membershipCard'] as const,
    mine: () => ['membershipCard', 'mine'] as const,
    key: () => ['membershipCard', 'key'] as const,
  },
  postalCodes: { ...postalCodes, lookup: (zipcode: string) => [...postalCodes.details(), zipcode] as const },
  auth: {
    ...auth,
    emailByToken: (token: string) => [...auth.details(), 'email', token] as const,
    announcementMail: () => [...auth.details(), 'announcement-mail'] as const,
  },
};

/**
 * Data that belongs to the signed-in member. Removed on logout so the next person on the same
 * browser never sees it, even for a moment.
 */
export const memberQueryKeys = [
  queryKeys.auth.announcementMail(),
  queryKeys.cart.all,
  queryKeys.orders.all,
  queryKeys.drawEvents.all,
  queryKeys.giftPosts.all,
  queryKeys.birthdayGifts.all,
  queryKeys.eventRewards.all,
  queryKeys.membershipCard.mine(),
  queryKeys.blogs.memberLists(),
  queryKeys.blogs.memberDetails(),
  queryKeys.profiles.memberDetails(),
  queryKeys.surveys.memberDetails(),
  queryKeys.voting.memberLists(),
  queryKeys.votingPackages.memberLists(),
  queryKeys.votingPackages.memberDetails(),
] as const;
