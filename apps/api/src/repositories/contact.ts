import type { Db } from '../db/client.ts';
import { inquiries, pageViews } from '../db/schema/index.ts';

export interface InquiryInput {
  name: string;
  kana?: string | undefined;
  email: string;
  zip?: string | null | undefined;
  address?: string | null | undefined;
  phone?: string | null | undefined;
  orderNumber?: string | null | undefined;
  contactNumber?: string | null | undefined;
  content: string;
}

export const contactRepository = (db: Db, companyId: number) => ({
  saveInquiry: async (userId: number | null, input: InquiryInput) => {
    const [row] = await db
      .insert(inquiries)
      .values({
        companyId,
        userId,
        name: input.name,
        kana: input.kana?.normalize('NFKC').trim() || null,
        email: input.email,
        zip: input.zip ?? null,
        address: input.address ?? null,
        phone: input.phone ?? null,
        orderNumber: input.orderNumber ?? null,
        contactNumber: input.contactNumber ?? null,
        content: input.content,
      })
      .returning({ id: inquiries.id });
    return row!.id;
  },
  recordPageView: async (userId: number | null, path: string, referrer: string | undefined) => {
    await db.insert(pageViews).values({ companyId, userId, path, referrer: referrer || null });
  },
});
