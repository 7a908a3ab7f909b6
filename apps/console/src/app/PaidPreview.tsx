import { Button, PaidContentLock, RichText } from '@fanclub/ui';
import { useState } from 'react';

/**
 * The body as fans will see it, through the site's own sanitiser: a paid member reads it, a free
 * member or a guest sees the same lock as on the site when the item is paid-only. A type with no paid flag
 * (`canBePaid` false: the Q&A, the biography) shows everyone the same, so there is no one to choose.
 */
export function PaidPreview({
  title,
  html,
  isPaid,
  canBePaid = true,
}: {
  title: string;
  html: string;
  isPaid: boolean;
  canBePaid?: boolean;
}) {
  const [viewer, setViewer] = useState<'paid' | 'free' | 'guest'>('paid');
  return (
    <section aria-labelledby="preview-heading" className="console-preview">
      <h2 id="preview-heading">プレビュー</h2>
      {canBePaid && (
        <div role="group" aria-label="プレビューする人" className="console-actions">
          <Button variant={viewer === 'paid' ? 'primary' : 'ghost'} onPress={() => setViewer('paid')}>
            有料会員として見る
          </Button>
          <Button variant={viewer === 'free' ? 'primary' : 'ghost'} onPress={() => setViewer('free')}>
            無料会員として見る
          </Button>
          <Button variant={viewer === 'guest' ? 'primary' : 'ghost'} onPress={() => setViewer('guest')}>
            ゲストとして見る
          </Button>
        </div>
      )}
      <article className="console-preview-body">
        <h3>{title || '（タイトル）'}</h3>
        {isPaid && viewer !== 'paid' ? (
          <PaidContentLock viewer={viewer} upgradeHref="/membership-upgrade" />
        ) : (
          <RichText html={html} />
        )}
      </article>
    </section>
  );
}
