/**
 * The engagement area of the admin API on the fake backend: voting events and point packages are
 * the fans' own rows (`db.content`), so what a story creates in the console shows on the site's
 * stories too. What only operators see (an event's picture, a package's name and order) is kept
 * in `adminDb.engagement`.
 */
import {
  adminMessages,
  type engagementEndpoints,
  engagementMessages,
  stampScanUrl,
  drawWinnersCsvHeaders,
  drawEntriesCsvHeaders,
  drawEntryLabels,
  drawRoundLabel,
  surveyAnswersCsvHeaders,
  toCsv,
  votingResultsCsvHeaders,
  type AdminBirthdayGift,
  type AdminGiftPost,
  type AdminStampEvent,
  type AdminSurvey,
  type AdminVotingEvent,
  type AdminVotingPackage,
  type birthdayGiftBody,
  type giftPostBody,
  type Operator,
  type stampEventBody,
  type surveyBody,
} from '@fanclub/domain/admin';
import type { BirthdayGift, EventRewards, GiftPost, Survey, VotingEvent } from '@fanclub/domain/contract';
import { formatDateTime, fullName } from '@fanclub/domain';
import type { HttpHandler } from 'msw';
import type { z } from 'zod';
import { db, findUser, mockNow, nextRowId } from '../db.ts';
import { fail, page } from '../handlers/handle.ts';
import { adminHandle } from './handle.ts';
import { adminDb, audit } from './state.ts';

const extras = () => adminDb.engagement;

/** A draw event's entries as the exports write them (Japan time, the member's number). */
const drawEntrantRows = (event: (typeof db.content.drawEvents)[number], only?: 'won') =>
  event.benefits.flatMap((benefit) =>
    db.drawEntries
      .filter((e) => e.drawBenefitId === benefit.id && (!only || e.entryStatus === only))
      .map((e) => {
        const user = findUser(e.userId);
        return {
          status: e.entryStatus,
          round: e.entryStatus === 'won' ? (extras().wonRounds.get(e.id) ?? 1) : null,
          cells: [
            benefit.name,
            user?.memberNumber ?? '',
            user ? fullName(user) : '',
            user?.email ?? '',
            e.option,
            formatDateTime(e.createdAt),
          ],
        };
      }),
  );

const notFound = (): never => fail(404, adminMessages.notFound);

const adminVotingEvent = (event: VotingEvent): AdminVotingEvent => ({
  id: event.id,
  name: event.name,
  introduction: event.introduction ?? '',
  imageURL: extras().eventImages.get(event.id) ?? null,
  startedDate: event.startedDate,
  closedDate: event.closedDate,
  candidates: [...event.profiles]
    .sort((a, b) => b.point - a.point || a.id - b.id)
    .map((p) => {
      const cast = db.votes.filter((v) => v.votingEventProfileId === p.id);
      return {
        id: p.id,
        profileId: p.profileId,
        name: p.name,
        imageURL: p.imageUrl,
        content: p.content,
        point: p.point,
        votes: cast.length,
        voters: new Set(cast.map((v) => v.userId)).size,
      };
    }),
});

const findEvent = (id: number) => db.content.votingEvents.find((e) => e.id === id) ?? notFound();

const adminPackage = (pkg: (typeof db.content.votingPackages)[number]): AdminVotingPackage => ({
  ...pkg,
  name: extras().packages.get(pkg.id)?.name ?? null,
  displayOrder: extras().packages.get(pkg.id)?.displayOrder ?? 0,
});

const candidatesFrom = (
  eventId: number,
  before: VotingEvent['profiles'],
  sent: { id?: number | undefined; profileId: number; imageURL: string | null; content: string | null }[],
) => {
  let nextId = nextRowId(db.content.votingEvents.flatMap((e) => e.profiles));
  const kept = new Set(sent.flatMap((c) => (c.id ? [c.id] : [])));
  const withVotes = before.find((p) => !kept.has(p.id) && p.point > 0);
  if (withVotes) fail(409, engagementMessages.candidateHasVotes(withVotes.name));
  return sent.map((c) => {
    const profile =
      db.content.profiles.find((p) => p.id === c.profileId) ?? fail(400, engagementMessages.profileNotFound);
    const old = c.id
      ? (before.find((p) => p.id === c.id) ?? fail(400, engagementMessages.profileNotFound))
      : null;
    return {
      id: old?.id ?? nextId++,
      profileId: profile.id,
      votingEventId: eventId,
      name: profile.name,
      imageUrl: c.imageURL,
      point: old?.point ?? 0,
      content: c.content,
    };
  });
};

const adminSurvey = (survey: Survey): AdminSurvey => {
  const first = survey.questions[0];
  const answered = db.surveyRegistrations.filter((r) => r.surveyId === survey.id).length;
  const extra = extras().surveys.get(survey.id);
  return {
    id: survey.id,
    title: survey.title,
    description: survey.description,
    isPaid: extra?.isPaid ?? false,
    startAt: extra?.startAt ?? null,
    endAt: extra?.endAt ?? null,
    // The demo totals were seeded without their registrations: a single-choice question's total is everyone.
    respondents: Math.max(
      answered,
      first && !first.isMultiple ? first.answers.reduce((n, a) => n + a.count, 0) : 0,
    ),
    questions: survey.questions.map((q) => ({
      id: q.id,
      content: q.content,
      isMultiple: q.isMultiple,
      choices: q.answers.map((a) => ({ id: a.id, content: a.content, count: a.count })),
    })),
  };
};

const findSurvey = (id: number) => db.content.surveys.find((s) => s.id === id) ?? notFound();

/** The questions as sent, with the server's rule: once answered, wording only. */
const questionsFrom = (
  survey: AdminSurvey | null,
  surveyId: number,
  sent: z.output<typeof surveyBody>['questions'],
) => {
  const all = db.content.surveys.flatMap((s) => s.questions);
  let questionId = nextRowId(all);
  let answerId = nextRowId(all.flatMap((q) => q.answers));
  const before = survey?.questions ?? [];
  for (const q of sent) {
    const old = q.id ? before.find((b) => b.id === q.id) : undefined;
    if (q.id && !old) fail(400, engagementMessages.surveyItemNotFound);
    if (q.choices.some((c) => c.id && !old?.choices.some((o) => o.id === c.id)))
      fail(400, engagementMessages.surveyItemNotFound);
  }
  if (
    survey &&
    survey.respondents > 0 &&
    !(
      sent.length === before.length &&
      sent.every((q) => {
        const old = before.find((b) => b.id === q.id);
        return old && q.choices.length === old.choices.length && q.choices.every((c) => c.id);
      })
    )
  )
    fail(409, engagementMessages.surveyAnswered);
  return sent.map((q) => {
    const id = q.id ?? questionId++;
    const old = before.find((b) => b.id === q.id);
    return {
      id,
      surveyId,
      content: q.content,
      isMultiple: q.isMultiple,
      answers: q.choices.map((c) => ({
        id: c.id ?? answerId++,
        surveyQuestionId: id,
        content: c.content,
        count: old?.choices.find((o) => o.id === c.id)?.count ?? 0,
      })),
    };
  });
};

/** Where the demo site lives: the printed QR codes hold its scan address (as the API's `PUBLIC_URL`). */
export const DEMO_SITE_URL = 'https://fc.example.jp';

const adminStampEvent = (event: EventRewards): AdminStampEvent => ({
  id: event.eventId,
  name: event.name,
  description: extras().stampEvents.get(event.eventId) ?? null,
  stamps: [...event.stamps]
    .sort((a, b) => a.order - b.order || a.id - b.id)
    .map((s) => ({
      id: s.id,
      name: s.name,
      qRCodeValue: s.qRCodeValue ?? '',
      scanUrl: stampScanUrl(DEMO_SITE_URL, event.eventId, s.qRCodeValue ?? ''),
      order: s.order,
      iconURLLocked: s.iconURLLocked || null,
      iconURLUnlocked: s.iconURLUnlocked || null,
      earned: db.stampAcquisitions.filter((a) => a.stampId === s.id).length,
    })),
  rewards: event.contents.map((c) => ({
    id: c.id,
    name: c.name,
    description: c.description,
    membershipType: c.membershipType,
    imageURL: c.imageURL,
    videoURL: c.videoURL,
  })),
});

const findStampEvent = (id: number) => db.content.eventRewards.find((e) => e.eventId === id) ?? notFound();

/** The stamps and rewards as sent, with the server's rules: codes are unique, earned stamps stay. */
const rewardsFrom = (
  before: AdminStampEvent | null,
  eventId: number,
  sent: z.output<typeof stampEventBody>,
): Pick<EventRewards, 'stamps' | 'contents'> => {
  const all = db.content.eventRewards;
  if (sent.stamps.some((s) => s.id && !before?.stamps.some((b) => b.id === s.id)))
    fail(400, engagementMessages.rewardItemNotFound);
  if (sent.rewards.some((r) => r.id && !before?.rewards.some((b) => b.id === r.id)))
    fail(400, engagementMessages.rewardItemNotFound);
  const earned = before?.stamps.find((b) => b.earned > 0 && !sent.stamps.some((s) => s.id === b.id));
  if (earned) fail(409, engagementMessages.stampEarned(earned.name));
  const codes = new Set(sent.stamps.map((s) => s.qRCodeValue));
  if (
    all.some((e) => e.eventId !== eventId && e.stamps.some((s) => s.qRCodeValue && codes.has(s.qRCodeValue)))
  )
    fail(409, engagementMessages.stampCodeTaken);
  let stampId = nextRowId(all.flatMap((e) => e.stamps));
  let contentId = nextRowId(all.flatMap((e) => e.contents));
  return {
    stamps: sent.stamps.map((s, i) => ({
      id: s.id ?? stampId++,
      name: s.name,
      qRCodeValue: s.qRCodeValue,
      order: i + 1,
      iconURLLocked: s.iconURLLocked ?? '',
      iconURLUnlocked: s.iconURLUnlocked ?? '',
      eventId,
      isAcquired: false,
    })),
    contents: sent.rewards.map((r) => ({
      id: r.id ?? contentId++,
      name: r.name,
      description: r.description,
      membershipType: r.membershipType,
      imageURL: r.imageURL,
      videoURL: r.videoURL,
      isAcquired: false,
    })),
  };
};

const adminGiftPost = (post: GiftPost): AdminGiftPost => ({
  ...post,
  status: Date.parse(post.publishedAt) <= Date.parse(mockNow()) ? 'published' : 'scheduled',
});

const findGiftPost = (id: number) => db.content.giftPosts.find((p) => p.id === id) ?? notFound();

const giftPostFrom = (id: number, body: z.output<typeof giftPostBody>): GiftPost => {
  let imageId = nextRowId(db.content.giftPosts.flatMap((p) => p.giftPostImages));
  return {
    id,
    title: body.title,
    content: body.content || null,
    videoUrl: body.videoUrl,
    publishedAt: body.publishedAt,
    giftPostImages: body.images.map((url, i) => ({ id: imageId++, url: url!, displayOrder: i + 1 })),
  };
};

// The fake backend keeps one flag per member, not who received which gift: no receipts are counted.
const adminBirthdayGift = (gift: BirthdayGift): AdminBirthdayGift => ({ ...gift, received: 0 });

const findBirthdayGift = (id: number) => db.content.birthdayGifts.find((g) => g.id === id) ?? notFound();

const birthdayGiftFrom = (id: number, body: z.output<typeof birthdayGiftBody>): BirthdayGift => {
  if (
    body.productSkuId !== null &&
    !db.content.products.some((p) => p.productSkus.some((s) => s.id === body.productSkuId))
  )
    fail(400, engagementMessages.skuNotFound);
  return { id, ...body, content: body.content || null };
};

/**
 * Create and update of a table the console edits whole rows of: `from` builds a row from the body,
 * `admin` is what the console reads back, and each change is audited with the row before and after.
 */
const rowEditor = <Row extends { id: number }, Body, Admin>(editor: {
  readonly resource: string;
  readonly rows: () => Row[];
  readonly find: (id: number) => Row;
  readonly from: (id: number, body: Body) => Row;
  readonly admin: (row: Row) => Admin;
  /** Where a new row goes: first (newest first) or last. */
  readonly newRow: 'first' | 'last';
}) => ({
  create: (body: Body, operator: Operator) => {
    const rows = editor.rows();
    const row = editor.from(nextRowId(rows), body);
    if (editor.newRow === 'first') rows.unshift(row);
    else rows.push(row);
    const after = editor.admin(row);
    audit(operator, 'create', editor.resource, row.id, null, after);
    return after;
  },
  update: (id: number, body: Body, operator: Operator) => {
    const row = editor.find(id);
    const before = editor.admin(row);
    Object.assign(row, editor.from(row.id, body));
    const after = editor.admin(row);
    audit(operator, 'update', editor.resource, row.id, before, after);
    return after;
  },
});

const giftPostEditor = rowEditor({
  resource: 'giftPosts',
  rows: () => db.content.giftPosts,
  find: findGiftPost,
  from: giftPostFrom,
  admin: adminGiftPost,
  newRow: 'first',
});

const birthdayGiftEditor = rowEditor({
  resource: 'birthdayGifts',
  rows: () => db.content.birthdayGifts,
  find: findBirthdayGift,
  from: birthdayGiftFrom,
  admin: adminBirthdayGift,
  newRow: 'last',
});

export const engagementHandlers: { [N in keyof typeof engagementEndpoints]: HttpHandler } = {
  listAdminVotingEvents: adminHandle('listAdminVotingEvents', ({ query }) => {
    const rows = db.content.votingEvents
      .filter((e) => !query.q || e.name.includes(query.q))
      .sort(
        (a, b) =>
          (query.sortDir === 'asc' ? 1 : -1) * (Date.parse(a.startedDate) - Date.parse(b.startedDate)),
      )
      .map(adminVotingEvent);
    return page(rows, query);
  }),
  getAdminVotingEvent: adminHandle('getAdminVotingEvent', ({ params }) =>
    adminVotingEvent(findEvent(params.id)),
  ),
  createVotingEvent: adminHandle('createVotingEvent', ({ body, operator }) => {
    const id = nextRowId(db.content.votingEvents);
    const event: VotingEvent = {
      id,
      name: body.name,
      introduction: body.introduction,
      startedDate: body.startedDate,
      closedDate: body.closedDate,
      profiles: candidatesFrom(id, [], body.candidates),
      votes: [],
    };
    db.content.votingEvents.unshift(event);
    extras().eventImages.set(id, body.imageURL);
    const after = adminVotingEvent(event);
    audit(operator, 'create', 'votingEvents', id, null, after);
    return after;
  }),
  updateVotingEvent: adminHandle('updateVotingEvent', ({ params, body, operator }) => {
    const event = findEvent(params.id);
    const before = adminVotingEvent(event);
    const profiles = candidatesFrom(event.id, event.profiles, body.candidates);
    Object.assign(event, {
      name: body.name,
      introduction: body.introduction,
      startedDate: body.startedDate,
      closedDate: body.closedDate,
      profiles,
    });
    extras().eventImages.set(event.id, body.imageURL);
    const after = adminVotingEvent(event);
    audit(operator, 'update', 'votingEvents', event.id, before, after);
    return after;
  }),
  exportVotingResults: adminHandle('exportVotingResults', ({ params }) => {
    const event = adminVotingEvent(findEvent(params.id));
    return {
      filename: `voting-results-${event.id}.csv`,
      csv: toCsv(
        votingResultsCsvHeaders,
        event.candidates.map((c, index) => [index + 1, c.name, c.profileId, c.point, c.votes, c.voters]),
      ),
    };
  }),
  listAdminVotingPackages: adminHandle('listAdminVotingPackages', ({ query }) =>
    page(
      db.content.votingPackages
        .map(adminPackage)
        .sort((a, b) => a.displayOrder - b.displayOrder || a.id - b.id),
      query,
    ),
  ),
  createVotingPackage: adminHandle('createVotingPackage', ({ body, operator }) => {
    const id = nextRowId(db.content.votingPackages);
    const { name, displayOrder, ...sale } = body;
    db.content.votingPackages.push({ id, ...sale });
    extras().packages.set(id, { name, displayOrder });
    const after = adminPackage(db.content.votingPackages.at(-1)!);
    audit(operator, 'create', 'votingPackages', id, null, after);
    return after;
  }),
  updateVotingPackage: adminHandle('updateVotingPackage', ({ params, body, operator }) => {
    const pkg = db.content.votingPackages.find((p) => p.id === params.id) ?? notFound();
    const before = adminPackage(pkg);
    const { name, displayOrder, ...sale } = body;
    Object.assign(pkg, sale);
    extras().packages.set(pkg.id, { name, displayOrder });
    const after = adminPackage(pkg);
    audit(operator, 'update', 'votingPackages', pkg.id, before, after);
    return after;
  }),
  exportDrawWinners: adminHandle('exportDrawWinners', ({ params, operator }) => {
    const event = db.content.drawEvents.find((e) => e.id === params.id) ?? notFound();
    audit(operator, 'export', 'drawEvents', event.id, null, { export: 'winners' });
    return {
      filename: `draw-winners-${event.id}.csv`,
      csv: toCsv(
        drawWinnersCsvHeaders,
        drawEntrantRows(event, 'won').map(({ cells, round }) => [...cells, drawRoundLabel(round)]),
      ),
    };
  }),
  exportDrawEntries: adminHandle('exportDrawEntries', ({ params, operator }) => {
    const event = db.content.drawEvents.find((e) => e.id === params.id) ?? notFound();
    audit(operator, 'export', 'drawEvents', event.id, null, { export: 'entries' });
    return {
      filename: `draw-entries-${event.id}.csv`,
      csv: toCsv(
        drawEntriesCsvHeaders,
        drawEntrantRows(event).map(({ cells, status, round }) => [
          ...cells,
          drawEntryLabels[status],
          drawRoundLabel(round),
        ]),
      ),
    };
  }),
  listAdminSurveys: adminHandle('listAdminSurveys', ({ query }) =>
    page(
      db.content.surveys
        .filter((s) => !query.q || s.title.includes(query.q))
        .sort((a, b) => (query.sortDir === 'asc' ? a.id - b.id : b.id - a.id))
        .map(adminSurvey),
      query,
    ),
  ),
  getAdminSurvey: adminHandle('getAdminSurvey', ({ params }) => adminSurvey(findSurvey(params.id))),
  createSurvey: adminHandle('createSurvey', ({ body, operator }) => {
    const id = nextRowId(db.content.surveys);
    const survey: Survey = {
      id,
      title: body.title,
      description: body.description,
      questions: questionsFrom(null, id, body.questions),
      isAnswered: false,
    };
    db.content.surveys.unshift(survey);
    extras().surveys.set(id, { isPaid: body.isPaid, startAt: body.startAt, endAt: body.endAt });
    const after = adminSurvey(survey);
    audit(operator, 'create', 'surveys', id, null, after);
    return after;
  }),
  updateSurvey: adminHandle('updateSurvey', ({ params, body, operator }) => {
    const survey = findSurvey(params.id);
    const before = adminSurvey(survey);
    const questions = questionsFrom(before, survey.id, body.questions);
    Object.assign(survey, { title: body.title, description: body.description, questions });
    extras().surveys.set(survey.id, { isPaid: body.isPaid, startAt: body.startAt, endAt: body.endAt });
    const after = adminSurvey(survey);
    audit(operator, 'update', 'surveys', survey.id, before, after);
    return after;
  }),
  exportSurveyAnswers: adminHandle('exportSurveyAnswers', ({ params }) => {
    const survey = adminSurvey(findSurvey(params.id));
    return {
      filename: `survey-answers-${survey.id}.csv`,
      csv: toCsv(
        [...surveyAnswersCsvHeaders, ...survey.questions.map((q) => q.content)],
        db.surveyRegistrations
          .filter((r) => r.surveyId === survey.id)
          .map((r) => [
            r.createdAt ?? mockNow(),
            findUser(r.userId)?.memberNumber ?? '',
            ...survey.questions.map((q) =>
              q.choices
                .filter((c) => r.surveyAnswerIds.includes(c.id))
                .map((c) => c.content)
                .join('／'),
            ),
          ]),
      ),
    };
  }),
  listAdminStampEvents: adminHandle('listAdminStampEvents', ({ query }) =>
    page(
      db.content.eventRewards
        .filter((e) => !query.q || e.name.includes(query.q))
        .sort((a, b) => (query.sortDir === 'asc' ? a.eventId - b.eventId : b.eventId - a.eventId))
        .map(adminStampEvent),
      query,
    ),
  ),
  getAdminStampEvent: adminHandle('getAdminStampEvent', ({ params }) =>
    adminStampEvent(findStampEvent(params.id)),
  ),
  createStampEvent: adminHandle('createStampEvent', ({ body, operator }) => {
    const id = Math.max(0, ...db.content.eventRewards.map((e) => e.eventId)) + 1;
    const event: EventRewards = { eventId: id, name: body.name, ...rewardsFrom(null, id, body) };
    db.content.eventRewards.unshift(event);
    extras().stampEvents.set(id, body.description);
    const after = adminStampEvent(event);
    audit(operator, 'create', 'stampEvents', id, null, after);
    return after;
  }),
  updateStampEvent: adminHandle('updateStampEvent', ({ params, body, operator }) => {
    const event = findStampEvent(params.id);
    const before = adminStampEvent(event);
    Object.assign(event, { name: body.name, ...rewardsFrom(before, event.eventId, body) });
    extras().stampEvents.set(event.eventId, body.description);
    const after = adminStampEvent(event);
    audit(operator, 'update', 'stampEvents', event.eventId, before, after);
    return after;
  }),
  listAdminGiftPosts: adminHandle('listAdminGiftPosts', ({ query }) =>
    page(
      db.content.giftPosts
        .map(adminGiftPost)
        .filter(
          (p) => (!query.q || p.title.includes(query.q)) && (!query.status || p.status === query.status),
        )
        .sort(
          (a, b) =>
            (query.sortDir === 'asc' ? 1 : -1) * (Date.parse(a.publishedAt) - Date.parse(b.publishedAt)) ||
            b.id - a.id,
        ),
      query,
    ),
  ),
  getAdminGiftPost: adminHandle('getAdminGiftPost', ({ params }) => adminGiftPost(findGiftPost(params.id))),
  createGiftPost: adminHandle('createGiftPost', ({ body, operator }) =>
    giftPostEditor.create(body, operator),
  ),
  updateGiftPost: adminHandle('updateGiftPost', ({ params, body, operator }) =>
    giftPostEditor.update(params.id, body, operator),
  ),
  deleteGiftPost: adminHandle('deleteGiftPost', ({ params, operator }) => {
    const post = findGiftPost(params.id);
    const before = adminGiftPost(post);
    db.content.giftPosts.splice(db.content.giftPosts.indexOf(post), 1);
    audit(operator, 'delete', 'giftPosts', params.id, before, null);
    return { message: adminMessages.deleted };
  }),
  listAdminBirthdayGifts: adminHandle('listAdminBirthdayGifts', ({ query }) =>
    page(
      db.content.birthdayGifts
        .filter((g) => (!query.q || g.title.includes(query.q)) && (!query.month || g.month === query.month))
        .sort((a, b) => a.month - b.month || a.id - b.id)
        .map(adminBirthdayGift),
      query,
    ),
  ),
  getAdminBirthdayGift: adminHandle('getAdminBirthdayGift', ({ params }) =>
    adminBirthdayGift(findBirthdayGift(params.id)),
  ),
  createBirthdayGift: adminHandle('createBirthdayGift', ({ body, operator }) =>
    birthdayGiftEditor.create(body, operator),
  ),
  updateBirthdayGift: adminHandle('updateBirthdayGift', ({ params, body, operator }) =>
    birthdayGiftEditor.update(params.id, body, operator),
  ),
};
