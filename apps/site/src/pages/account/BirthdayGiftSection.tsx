import { errorMessage } from '@fanclub/domain';
import { useBirthdayGifts, useReceiveBirthdayGift } from '@fanclub/domain/react';
import { Button, Image, PosterVideo, RichText } from '@fanclub/ui';
import { useId, useState } from 'react';
import { sessionStore } from '../../app/api.ts';
import { useSession } from '../../app/session/use-session.ts';
import { FormAlert } from '../../components/form/FormAlert.tsx';
import styles from '../../components/content.module.css';
import { birthdayGiftText as text } from '../../messages/account.ts';

/**
 * My Page's birthday gift: in a paid member's birth month the server answers with the gift of that
 * month (membership policy); the member receives it once a year. Others see nothing here.
 */
export function BirthdayGiftSection() {
  const { user } = useSession();
  const gifts = useBirthdayGifts({ enabled: Boolean(user?.isPaidMember) });
  const alertId = useId();
  const [failure, setFailure] = useState<string | null>(null);
  const receive = useReceiveBirthdayGift({
    onSuccess: (member) => sessionStore.setUser(member),
    onError: (error) => setFailure(errorMessage(error)),
  });
  const list = gifts.data?.data ?? [];
  if (!user?.isPaidMember || list.length === 0) return null;
  return (
    <section aria-labelledby="account-birthday">
      <h2 id="account-birthday">{text.title}</h2>
      <p>{text.lead(list[0]!.month)}</p>
      {list.map((gift) => (
        <article key={gift.id} className={styles.stack} aria-describedby={alertId}>
          <h3>{gift.title}</h3>
          {gift.videoUrl && user.isReceivedGift ? (
            // The message video plays in place, behind the gift's picture (or a branded cover).
            <PosterVideo src={gift.videoUrl} title={text.video} poster={gift.imageUrl} />
          ) : (
            gift.imageUrl && <Image src={gift.imageUrl} alt="" aspectRatio="16 / 9" />
          )}
          {gift.content && <RichText html={gift.content} />}
          {user.isReceivedGift ? (
            <p role="status">{gift.isMail ? text.mailed : text.received}</p>
          ) : (
            <Button
              onPress={() => {
                setFailure(null);
                receive.mutate({ birthdayGiftId: gift.id });
              }}
              isPending={receive.isPending}
            >
              {text.receive}
            </Button>
          )}
        </article>
      ))}
      <FormAlert id={alertId} message={failure} />
    </section>
  );
}
