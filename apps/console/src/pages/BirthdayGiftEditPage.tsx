import { adminEndpoints, birthdayGiftBody, type AdminBirthdayGift } from '@fanclub/domain/admin';
import { Checkbox, Select, TextField } from '@fanclub/ui';
import { EditRecordPage, EditForm, HtmlField, SaveActions, useSaveThrough } from '../app/record.tsx';
import { useDraft } from '../app/form.ts';
import { monthOptions } from './BirthdayGiftsPage.tsx';
import { GiftsSubnav } from './GiftPostsPage.tsx';
import { canWriteEngagement } from './VotingEventsPage.tsx';

type Draft = {
  month: number | null;
  title: string;
  content: string;
  imageUrl: string;
  videoUrl: string;
  productSkuId: string;
  isMail: boolean;
};

const draftOf = (g?: AdminBirthdayGift): Draft => ({
  month: g?.month ?? null,
  title: g?.title ?? '',
  content: g?.content ?? '',
  imageUrl: g?.imageUrl ?? '',
  videoUrl: g?.videoUrl ?? '',
  productSkuId: g?.productSkuId ? String(g.productSkuId) : '',
  isMail: g?.isMail ?? false,
});

/** One birthday gift: its month, words, picture or video, and the SKU sent by post. */
export function BirthdayGiftEditPage() {
  return (
    <EditRecordPage name="birthday-gift" endpoint={adminEndpoints.getAdminBirthdayGift}>
      {(gift) => <BirthdayGiftForm gift={gift} />}
    </EditRecordPage>
  );
}

function BirthdayGiftForm({ gift }: { gift: AdminBirthdayGift | undefined }) {
  const readOnly = !canWriteEngagement();
  const { draft, set, errors, field, check } = useDraft<Draft>(() => draftOf(gift), { readOnly });

  const save = useSaveThrough({
    name: 'birthday-gift',
    path: '/birthday-gifts',
    record: gift,
    create: adminEndpoints.createBirthdayGift,
    update: adminEndpoints.updateBirthdayGift,
  });

  const submit = () => {
    const sku = draft.productSkuId.normalize('NFKC').trim();
    const body = check(birthdayGiftBody, {
      month: draft.month,
      title: draft.title,
      content: draft.content,
      imageUrl: draft.imageUrl || null,
      videoUrl: draft.videoUrl || null,
      productSkuId: sku ? Number(sku) : null,
      isMail: draft.isMail,
    });
    if (body) save.mutate(body);
  };

  return (
    <>
      <div className="console-page-head">
        <h1>{gift ? gift.title : '誕生日ギフトを作成'}</h1>
        {gift && <p>受け取り {gift.received.toLocaleString('ja-JP')}人</p>}
      </div>
      <GiftsSubnav />
      <p className="console-help">
        有料会員が誕生月に1年に1回受け取れます。同じ月に複数のギフトがあると、その月の会員にすべて表示されます。
      </p>
      <EditForm onSubmit={submit}>
        <Select
          label="誕生月"
          isRequired
          isDisabled={readOnly}
          items={monthOptions}
          selectedKey={draft.month}
          onSelectionChange={(key) => set('month')(Number(key))}
          errorMessage={errors.month}
        />
        <TextField label="タイトル" isRequired {...field('title')} maxLength={200} />
        <HtmlField id="birthday-gift-content" label="本文（HTML）" rows={5} {...field('content')} />
        <TextField label="画像のURL" {...field('imageUrl')} />
        <TextField label="動画のURL" {...field('videoUrl')} />
        <Checkbox isSelected={draft.isMail} onChange={set('isMail')} isDisabled={readOnly}>
          郵送でお届けする
        </Checkbox>
        <TextField
          label="郵送する商品のSKU ID"
          inputMode="numeric"
          {...field('productSkuId')}
          description="空欄なら商品なし"
        />
        {!readOnly && <SaveActions isPending={save.isPending} />}
      </EditForm>
    </>
  );
}
