import { randomBytes } from 'node:crypto';
/**
 * Demo content for an empty database, from the same fixtures the mocks serve (`@fanclub/fixtures`).
 * Fixture dates are relative to the fixture day (FIXTURE_NOW); they are moved by whole days to the
 * day of seeding, so a running vote is still running, the paid demo member is still paid, and what
 * the texts announce still lies ahead with the right weekday on the day the kit is started.
 */
import {
  birthDateFor,
  daysSinceFixtureDay,
  fixtures,
  MEMBERSHIP_MONTHLY_POINT,
  memberJoinedAt,
  retellFixtures,
} from '@fanclub/fixtures';
import { count, sql } from 'drizzle-orm';
import { hashPassword } from '../auth/passwords.ts';
import type { Db } from './client.ts';
import { seedActivity } from './seed-activity.ts';
import { seedDemoOperators } from './seed-operators.ts';
import * as t from './schema/index.ts';

/** A stamp code nobody can derive from public data: the place's name plus 64 random bits. */
export const stampCode = (prefix: string | null) =>
  `${prefix ?? 'STAMP'}-${randomBytes(8).toString('hex').toUpperCase()}`;

export const seedIsNeeded = async (db: Db) => {
  const [row] = await db.select({ n: count() }).from(t.companyPages);
  return (row?.n ?? 0) === 0;
};

export const seedDemoData = async (db: Db, companyId: number, now = new Date()) => {
  // Whole days, so a live at 17:00 stays at 17:00 and the texts' days (retold below) stay true.
  const shiftDays = daysSinceFixtureDay(now);
  const shift = shiftDays * 24 * 60 * 60 * 1000;
  const d = (value: string) => new Date(Date.parse(value) + shift);
  const dn = (value: string | null | undefined) => (value ? d(value) : null);
  // Posted today at a later hour would wait for it (the site shows blogs and notices from their
  // time): the demo's posts are out by the time the kit starts.
  const posted = (value: string) => new Date(Math.min(d(value).getTime(), now.getTime()));
  // Texts that name a coming day (「2027年2月14日（日）開催」) name the same day after the shift.
  const f = retellFixtures(fixtures, shiftDays);

  await db.transaction(async (tx) => {
    const c = { companyId };
    /** A type's categories in the fixtures' order. */
    const categories = (list: readonly { id: number; name: string }[]) =>
      list.map((x, i) => ({ ...c, id: x.id, name: x.name, displayOrder: i }));
    /** What every categorised text (news, notices, discography, schedule) stores alike. */
    const categorised = (x: {
      id: number;
      category: { id: number };
      title: string;
      content?: string | null;
    }) => ({
      ...c,
      id: x.id,
      categoryId: x.category.id,
      title: x.title,
      content: x.content ?? '',
    });
    await tx.insert(t.webSpecifications).values({ companyId, data: f.webSpecification });
    await tx.insert(t.legalTexts).values({ companyId, ...f.legalTexts });
    await tx.insert(t.companyPages).values(f.companyPages.map((p) => ({ ...c, ...p })));
    await tx.insert(t.biographies).values(
      f.biographies.map((b) => ({
        ...c,
        id: b.id,
        title: b.title,
        content: b.content,
        timeLine: b.timeLine,
        imageUrl: b.imageUrl,
      })),
    );
    await tx.insert(t.profiles).values(
      f.profiles.map((p) => ({
        ...c,
        ...p,
        imageUrl: p.imageURL,
        bannerUrl: p.bannerURL,
        backgroundImageUrl: p.backgroundImageURL,
      })),
    );
    await tx.insert(t.blogs).values(
      f.blogs.map((b) => ({
        ...c,
        id: b.id,
        title: b.title,
        subTitle: b.subTitle,
        content: b.content ?? '',
        isPaid: b.isPaid,
        imageUrl: b.imageURL,
        publishedAt: posted(b.publishedAt),
        profileId: b.profile?.id ?? null,
      })),
    );
    await tx.insert(t.newsCategories).values(categories(f.newsCategories));
    await tx.insert(t.news).values(
      f.news.map((n) => ({
        ...categorised(n),
        imageUrl: n.imageURL,
        isPaid: n.isPaid,
        isNew: n.isNew,
        publishAt: d(n.publishAt),
      })),
    );
    await tx.insert(t.noticeCategories).values(categories(f.noticeCategories));
    await tx.insert(t.notices).values(
      f.notices.map((n) => ({
        ...categorised(n),
        subTitle: n.subTitle,
        publishedAt: posted(n.publishedAt),
        createdAt: d(n.createdAt),
      })),
    );
    await tx.insert(t.discographyCategories).values(categories(f.discographyCategories));
    await tx.insert(t.discographies).values(
      f.discographies.map((x, i) => ({
        ...categorised(x),
        summary: x.summary,
        isShowPrice: x.isShowPrice,
        isPaid: x.isPaid,
        purchaseLink: x.purchaseLink,
        streamLink: x.streamLink,
        taxRate: x.taxRate,
        price: x.price,
        imageUrl: x.imageURL,
        displayOrder: i,
      })),
    );
    await tx.insert(t.scheduleCategories).values(categories(f.scheduleCategories));
    await tx.insert(t.schedules).values(
      f.schedules.map((s) => ({
        ...categorised(s),
        imageUrl: s.imageURL,
        link: s.link,
        isPaid: s.isPaid,
        eventStart: d(s.eventStart),
        eventEnd: dn(s.eventEnd),
      })),
    );
    await tx.insert(t.topics).values(
      f.topics.map((x) => ({
        ...c,
        id: x.id,
        title: x.title,
        imageUrl: x.imageURL,
        link: x.link,
        displayOrder: x.displayOrder,
      })),
    );
    await tx.insert(t.topComponents).values(f.topComponents.map((x) => ({ ...c, ...x })));
    await tx.insert(t.topImages).values(f.topImages.map((x) => ({ ...c, ...x })));
    await tx.insert(t.ads).values(
      f.ads.map((x, i) => ({
        ...c,
        id: x.id,
        title: x.title,
        link: x.link,
        imageUrl: x.imageURL,
        displayOrder: i,
      })),
    );
    await tx
      .insert(t.musicVideos)
      .values(f.musicVideos.map((x) => ({ ...c, ...x, videoUrl: x.videoUrl ?? '' })));
    await tx.insert(t.vlogs).values(f.vlogs.map((x) => ({ ...c, ...x, videoUrl: x.videoUrl ?? '' })));
    await tx.insert(t.faqs).values(f.faqs.map((x) => ({ ...c, ...x })));

    await tx.insert(t.productCategories).values(categories(f.productCategories));
    for (const [i, p] of f.products.entries()) {
      await tx.insert(t.products).values({
        ...c,
        id: p.id,
        name: p.name,
        description: p.description ?? '',
        imageUrl: p.imageURL,
        taxRate: p.taxRate,
        isPaid: p.isPaid,
        isSale: p.isSale,
        isRequiredPurchaseNote: p.isRequiredPurchaseNote,
        purchaseNoteHint: p.purchaseNoteHint,
        isExternalIntegrated: p.isExternalIntegrated,
        integrationConfig: p.integrationConfig,
        tag: p.tag,
        displayOrder: i,
      });
      if (p.categories.length)
        await tx
          .insert(t.productCategoryLinks)
          .values(p.categories.map((cat) => ({ productId: p.id, categoryId: cat.id })));
      if (p.productSkus.length) {
        await tx.insert(t.productSkus).values(
          p.productSkus.map((s, j) => ({
            id: s.id,
            productId: p.id,
            attributes: s.attributes,
            imageUrl: s.imageUrl,
            quantity: s.quantity,
            price: s.price,
            displayOrder: j,
          })),
        );
      }
    }
    await tx.insert(t.membershipPlans).values(
      f.membershipPlans.map((x, i) => ({
        ...c,
        ...x,
        displayOrder: i,
        monthlyPoint: MEMBERSHIP_MONTHLY_POINT,
      })),
    );
    await tx.insert(t.deliveryMethods).values(f.deliveryMethods.map((x) => ({ ...c, ...x })));
    await tx
      .insert(t.votingPackages)
      .values(f.votingPackages.map((x, i) => ({ ...c, ...x, expireDate: d(x.expireDate), displayOrder: i })));
    await tx.insert(t.votingEvents).values(
      f.votingEvents.map((e) => ({
        ...c,
        id: e.id,
        name: e.name,
        introduction: e.introduction ?? '',
        startedDate: d(e.startedDate),
        closedDate: d(e.closedDate),
      })),
    );
    const votingEventProfiles = f.votingEvents.flatMap((e) =>
      e.profiles.map(({ id, profileId, imageUrl, content, point }) => ({
        id,
        votingEventId: e.id,
        profileId,
        imageUrl,
        content,
        point,
      })),
    );
    if (votingEventProfiles.length) await tx.insert(t.votingEventProfiles).values(votingEventProfiles);

    for (const s of f.surveys) {
      await tx.insert(t.surveys).values({ ...c, id: s.id, title: s.title, description: s.description });
      for (const [i, q] of s.questions.entries()) {
        await tx.insert(t.surveyQuestions).values({
          id: q.id,
          surveyId: s.id,
          content: q.content,
          isMultiple: q.isMultiple,
          displayOrder: i,
        });
        if (q.answers.length)
          await tx
            .insert(t.surveyAnswers)
            .values(
              q.answers.map((a, j) => ({ id: a.id, questionId: q.id, content: a.content, displayOrder: j })),
            );
      }
    }
    for (const e of f.drawEvents) {
      await tx.insert(t.drawEvents).values({
        ...c,
        id: e.id,
        name: e.name,
        description: e.description ?? '',
        eventDate: d(e.eventDate),
        entryStart: d(e.entryStart),
        entryEnd: d(e.entryEnd),
      });
      if (e.benefits.length) {
        await tx.insert(t.drawBenefits).values(
          e.benefits.map((b) => ({
            id: b.id,
            drawEventId: e.id,
            name: b.name,
            imageUrl: b.imageURL,
            capacity: b.capacity,
            winnersCount: b.winnersCount,
            // Counted from real entries below; the database keeps it within capacity.
            countParticipants: 0,
            isDisplayWinner: b.isDisplayWinner,
            isOptionRequired: b.isOptionRequired,
            option: b.option,
            congratulationContent: f.drawCongratulations[b.id] ?? b.congratulationContent,
            drawnAt: dn(b.drawnAt),
            drawRounds: b.drawnAt ? 1 : 0,
          })),
        );
      }
    }
    for (const g of f.giftPosts) {
      await tx.insert(t.giftPosts).values({
        ...c,
        id: g.id,
        title: g.title,
        content: g.content ?? '',
        videoUrl: g.videoUrl,
        publishedAt: d(g.publishedAt),
      });
      if (g.giftPostImages.length)
        await tx
          .insert(t.giftPostImages)
          .values(g.giftPostImages.map((img) => ({ ...img, giftPostId: g.id })));
    }
    await tx
      .insert(t.birthdayGifts)
      .values(f.birthdayGifts.map((g) => ({ ...c, ...g, content: g.content ?? '' })));
    for (const e of f.eventRewards) {
      await tx.insert(t.rewardEvents).values({ ...c, id: e.eventId, name: e.name });
      await tx.insert(t.eventRewards).values(
        e.stamps.map((s) => ({
          id: s.id,
          eventId: e.eventId,
          type: 'stamp' as const,
          name: s.name,
          // The fixtures' codes are public (they are in the repository): every installation draws
          // its own, keeping the place in front for the people who print the posters.
          qrCodeValue: stampCode(s.qRCodeValue),
          order: s.order,
          iconUrlLocked: s.iconURLLocked,
          iconUrlUnlocked: s.iconURLUnlocked,
        })),
      );
    }

    const passwordHashes = new Map<string, string>();
    for (const [email, password] of Object.entries(f.demoPasswords))
      passwordHashes.set(email, await hashPassword(password));
    for (const u of f.users) {
      await tx.insert(t.users).values({
        id: u.id,
        companyId,
        memberNumber: Number(u.memberNumber),
        ...(memberJoinedAt[u.id] ? { createdAt: d(memberJoinedAt[u.id]!) } : {}),
        email: u.email,
        passwordHash: passwordHashes.get(u.email) ?? '',
        lastName: u.lastName,
        firstName: u.firstName,
        lastNameKana: u.lastNameKana,
        firstNameKana: u.firstNameKana,
        nickName: u.nickName,
        phone: u.phone,
        zipCode: u.zipCode,
        prefectureId: u.prefectureId,
        address1: u.address1,
        address2: u.address2,
        address3: u.address3,
        birthDate: birthDateFor(u.birthDate, now),
        gender: u.gender,
        isReceivedGift: u.isReceivedGift,
        isTDS: u.isTDS,
        tdsMiecruId: u.TDSMiecruId,
        maskedCardNumber: u.maskedCardNumber,
        isValidCard: u.isValidCard,
        // The demo card lives at the sandbox provider so renewals can charge it.
        cardReference: u.isValidCard ? `card_demo_${u.id}` : null,
      });
      if (u.isValidCard && u.maskedCardNumber) {
        await tx.insert(t.sandboxCards).values({
          reference: `card_demo_${u.id}`,
          maskedCardNumber: u.maskedCardNumber,
          outcome: 'success',
        });
      }
      const s = u.subscription;
      if (s) {
        await tx.insert(t.subscriptions).values({
          ...s,
          start: d(s.start),
          end: d(s.end ?? s.nextBillingDate ?? s.start),
          lastBillingDate: dn(s.lastBillingDate),
          nextBillingDate: dn(s.nextBillingDate),
          bannedAt: dn(s.bannedAt),
        });
      }
    }
    for (const p of f.votingPackagePurchases) {
      const userId = f.users.find((u) => u.votingPoint > 0)?.id ?? 2;
      const [txRow] = await tx
        .insert(t.transactions)
        .values({
          userId,
          paymentMethod: 'credit_card',
          transactionType: 'voting_package',
          status: 'succeeded',
          amount: p.price,
          createdAt: d(p.createdAt),
        })
        .returning({ id: t.transactions.id });
      const holder = f.users.find((u) => u.id === userId);
      await tx.insert(t.votingPackagePurchases).values({
        id: p.id,
        userId,
        transactionId: txRow!.id,
        votingPackageId: p.votingPackageId,
        count: p.count,
        price: p.price,
        point: p.point,
        // What the member still holds after the demo votes.
        remainingPoint: Math.min(holder?.votingPoint ?? p.point, p.point),
        expireDate: d(p.expireDate),
        createdAt: d(p.createdAt),
      });
    }

    await seedActivity(tx, companyId, d);
    await resetSequences(tx as unknown as Db);
  });
  await seedDemoOperators(db, companyId);
};

/** Rows were inserted with the fixtures' ids; move each identity past them. */
const resetSequences = async (db: Db) => {
  const tables = await db.execute<{ table_name: string }>(sql`
    select table_name from information_schema.columns
    where table_schema = current_schema() and column_name = 'id' and is_identity = 'YES'`);
  const rows = Array.isArray(tables) ? tables : ((tables as { rows: { table_name: string }[] }).rows ?? []);
  for (const { table_name } of rows) {
    await db.execute(
      sql.raw(
        `select setval(pg_get_serial_sequence('"${table_name}"', 'id'), greatest((select coalesce(max(id), 0) from "${table_name}"), 1), (select count(*) > 0 from "${table_name}"))`,
      ),
    );
  }
  // The demo members carry the fixtures' member numbers; the next sign-up gets the one after.
  await db.execute(
    sql.raw(
      `select setval('member_number_seq', greatest((select coalesce(max(member_number), 0) from users), 10000001), (select count(*) > 0 from users))`,
    ),
  );
};
