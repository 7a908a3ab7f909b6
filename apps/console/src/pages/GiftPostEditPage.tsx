import {
  adminEndpoints,
  giftPostBody,
  giftPostStatusLabels,
  type AdminGiftPost,
} from '@fanclub/domain/admin';
import { Button, TextField } from '@fanclub/ui';
import { useState } from 'react';
import { call } from '../app/api.ts';
import {
  DeleteDialog,
  EditRecordPage,
  EditForm,
  HtmlField,
  SaveActions,
  useRemoveRecord,
  useSaveThrough,
} from '../app/record.tsx';
import { fromLocalInput, toLocalInput, useDraft } from '../app/form.ts';
import { ImageField } from '../app/ImageField.tsx';
import { GiftsSubnav } from './GiftPostsPage.tsx';
import { canWriteEngagement } from './VotingEventsPage.tsx';

type ImageDraft = { key: number; url: string };
type Draft = { title: string; content: string; videoUrl: string; publishedAt: string; images: ImageDraft[] };

/** The contract's limit of pictures in one post. */
const MAX_IMAGES = 20;

let nextKey = 0;
const draftOf = (p?: AdminGiftPost): Draft => ({
  title: p?.title ?? '',
  content: p?.content ?? '',
  videoUrl: p?.videoUrl ?? '',
  publishedAt: toLocalInput(p?.publishedAt ?? new Date().toISOString()),
  images: (p?.giftPostImages ?? []).map((i) => ({ key: ++nextKey, url: i.url })),
});

/** One gift post: its words, video and pictures, and when fans see it. */
export function GiftPostEditPage() {
  return (
    <EditRecordPage name="gift-post" endpoint={adminEndpoints.getAdminGiftPost}>
      {(post) => <GiftPostForm post={post} />}
    </EditRecordPage>
  );
}

function GiftPostForm({ post }: { post: AdminGiftPost | undefined }) {
  const readOnly = !canWriteEngagement();
  const { draft, set, errors, field, check } = useDraft<Draft>(() => draftOf(post), { readOnly });
  const [confirmDelete, setConfirmDelete] = useState(false);

  const save = useSaveThrough({
    name: 'gift-post',
    path: '/gift-posts',
    record: post,
    create: adminEndpoints.createGiftPost,
    update: adminEndpoints.updateGiftPost,
  });
  const remove = useRemoveRecord('/gift-posts', () =>
    call(adminEndpoints.deleteGiftPost, { params: { id: post!.id } }),
  );

  /** Checks with the contract's rules; sends only a body they accept. `now` publishes at once. */
  const submit = (now = false) => {
    const publishedAt = now ? new Date().toISOString() : fromLocalInput(draft.publishedAt);
    const body = check(giftPostBody, {
      title: draft.title,
      content: draft.content,
      videoUrl: draft.videoUrl || null,
      publishedAt,
      images: draft.images.map((i) => i.url),
    });
    if (body) save.mutate(body);
  };
  const setImage = (key: number, url: string) =>
    set('images')(draft.images.map((x) => (x.key === key ? { ...x, url } : x)));
  /** Swaps image `i` with its neighbour above (-1) or below (1): the order fans see them in. */
  const move = (i: number, by: -1 | 1) => {
    const images = [...draft.images];
    [images[i], images[i + by]] = [images[i + by]!, images[i]!];
    set('images')(images);
  };

  return (
    <>
      <div className="console-page-head">
        <h1>{post ? post.title : 'ギフト投稿を作成'}</h1>
        {post && <p>状態: {giftPostStatusLabels[post.status]}</p>}
      </div>
      <GiftsSubnav />
      <EditForm onSubmit={submit}>
        <TextField label="タイトル" isRequired {...field('title')} maxLength={200} />
        <HtmlField id="gift-post-content" label="本文（HTML）" rows={6} {...field('content')} />
        <TextField label="動画のURL" {...field('videoUrl')} />
        <TextField
          label="公開日時"
          type="datetime-local"
          isRequired
          {...field('publishedAt')}
          description="日本時間。先の日時にすると、その時刻まで会員には表示されません"
        />
        <fieldset className="console-field">
          <legend>画像（表示順）</legend>
          {errors.images && <p className="console-error">{errors.images}</p>}
          {draft.images.map((image, i) => (
            <div key={image.key} className="console-form">
              <ImageField
                label={`画像${i + 1}`}
                urlLabel={`画像${i + 1}のURL`}
                isRequired
                isReadOnly={readOnly}
                value={image.url}
                onChange={(url) => setImage(image.key, url)}
                errorMessage={errors[`images.${i}`]}
              />
              {!readOnly && (
                <div className="console-actions">
                  <Button variant="ghost" isDisabled={i === 0} onPress={() => move(i, -1)}>
                    画像{i + 1}を上へ
                  </Button>
                  <Button
                    variant="ghost"
                    isDisabled={i === draft.images.length - 1}
                    onPress={() => move(i, 1)}
                  >
                    画像{i + 1}を下へ
                  </Button>
                  <Button
                    variant="ghost"
                    onPress={() => set('images')(draft.images.filter((x) => x.key !== image.key))}
                  >
                    画像{i + 1}を削除
                  </Button>
                </div>
              )}
            </div>
          ))}
          {!readOnly && draft.images.length < MAX_IMAGES && (
            <Button
              variant="ghost"
              onPress={() => set('images')([...draft.images, { key: ++nextKey, url: '' }])}
            >
              画像を追加
            </Button>
          )}
        </fieldset>
        {!readOnly && (
          <SaveActions
            isPending={save.isPending}
            before={
              <Button variant="secondary" onPress={() => submit(true)} isPending={save.isPending}>
                今すぐ公開する
              </Button>
            }
            onDelete={post && (() => setConfirmDelete(true))}
          />
        )}
      </EditForm>
      {post && (
        <DeleteDialog
          isOpen={confirmDelete}
          onOpenChange={setConfirmDelete}
          title={post.title}
          isPending={remove.isPending}
          onConfirm={() => remove.mutate()}
        />
      )}
    </>
  );
}
