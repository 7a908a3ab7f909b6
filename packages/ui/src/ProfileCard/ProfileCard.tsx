import { useId, type ReactNode } from 'react';
import { Badge } from '../Badge/Badge.tsx';
import { LockIcon } from '../icons/icons.tsx';
import { Image } from '../Image/Image.tsx';
import { ImagePlaceholder } from '../Image/ImagePlaceholder.tsx';
import { contentText } from '../messages/content.ts';
import { profileText } from '../messages/profile.ts';
import { AffiliateStoreInfo, type AffiliateStore } from './AffiliateStoreInfo.tsx';
import styles from './ProfileCard.module.css';

/** A profile (spec section 3); the fields a card shows, named as the spec names them. */
export type ProfileItem = {
  id: number;
  name: string;
  isPaid: boolean;
  displayOrder: number;
  imageURL?: string | null;
  role?: string | null;
  affiliation?: string | null;
  statement?: string | null;
  birthday?: string | null;
  height?: string | null;
  hometown?: string | null;
  bloodType?: string | null;
  hobby?: string | null;
  skill?: string | null;
  aspiration?: string | null;
  affiliateStore?: AffiliateStore | null;
  profileImages?: readonly { id: number; url: string; displayOrder: number }[];
};

// The facts in the order a Japanese profile lists them; empty ones are left out.
const FACTS = [
  'affiliation',
  'birthday',
  'height',
  'hometown',
  'bloodType',
  'hobby',
  'skill',
  'aspiration',
] as const;

type ProfileCardProps = {
  /** 表示するプロフィール（写真、名前、役割、項目、所属店舗）。 */
  profile: ProfileItem;
  /** 名前の見出しの階層（詳細ページでは 1）。 */
  headingLevel?: 1 | 2 | 3;
  /**
   * 会員限定で項目が届かないときに名前の下に出すもの（例: `PaidContentLock`）。
   * Shown under the name when the server withheld a paid profile's facts, e.g. a PaidContentLock.
   */
  locked?: ReactNode;
};

/**
 * One member's profile for the detail page: portrait, name, role, statement, the facts, the
 * affiliated store and more photos. Banner and background images belong to the page, not here.
 */
export function ProfileCard({ profile, headingLevel = 2, locked }: ProfileCardProps) {
  const Heading = `h${headingLevel}` as const;
  const headingId = useId();
  const facts = FACTS.filter((key) => profile[key]);
  const images = [...(profile.profileImages ?? [])].sort((a, b) => a.displayOrder - b.displayOrder);
  return (
    <article className={styles.card} aria-labelledby={headingId}>
      <div className={styles.portrait}>
        {profile.imageURL ? (
          <Image
            src={profile.imageURL}
            alt=""
            aspectRatio="3 / 4"
            sizes="(max-width: 768px) 100vw, 320px"
            priority
          />
        ) : (
          <ImagePlaceholder className={styles.placeholder} />
        )}
      </div>
      <div className={styles.body}>
        <header className={styles.head}>
          {profile.isPaid && (
            <Badge tone="warning">
              <LockIcon width={12} height={12} />
              {contentText.paidBadge}
            </Badge>
          )}
          <Heading id={headingId} className={styles.name}>
            {profile.name}
          </Heading>
          {profile.role && <p className={styles.role}>{profile.role}</p>}
        </header>
        {locked}
        {profile.statement && <p className={styles.statement}>{profile.statement}</p>}
        {facts.length > 0 && (
          <dl className={styles.facts}>
            {facts.map((key) => (
              <div key={key} className={styles.fact}>
                <dt>{profileText[key]}</dt>
                <dd>{profile[key]}</dd>
              </div>
            ))}
          </dl>
        )}
        {profile.affiliateStore && (
          <AffiliateStoreInfo store={profile.affiliateStore} headingLevel={(headingLevel + 1) as 2 | 3 | 4} />
        )}
        {images.length > 0 && (
          <ul className={styles.images} aria-label={profileText.images}>
            {images.map((image, index) => (
              <li key={image.id}>
                <Image
                  src={image.url}
                  alt={profileText.imageAlt(profile.name, index + 1)}
                  aspectRatio="3 / 4"
                  sizes="(max-width: 768px) 33vw, 200px"
                />
              </li>
            ))}
          </ul>
        )}
      </div>
    </article>
  );
}
