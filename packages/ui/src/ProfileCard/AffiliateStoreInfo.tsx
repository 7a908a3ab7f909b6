import { useId } from 'react';
import { Image } from '../Image/Image.tsx';
import { Link } from '../Link/Link.tsx';
import { profileText } from '../messages/profile.ts';
import styles from './ProfileCard.module.css';

/** A profile's affiliateStore (spec section 3). */
export type AffiliateStore = {
  id: number;
  name: string;
  imageURL?: string | null;
  businessTime?: string | null;
  holiday?: string | null;
  phoneNumber?: string | null;
  address?: string | null;
};

/** The store a member works with: name, photo, hours, closing days, phone (callable) and address. */
export function AffiliateStoreInfo({
  store,
  headingLevel,
}: {
  store: AffiliateStore;
  headingLevel: 2 | 3 | 4;
}) {
  const Heading = `h${headingLevel}` as const;
  const headingId = useId();
  return (
    <section className={styles.store} aria-labelledby={headingId}>
      <Heading id={headingId} className={styles.storeHeading}>
        {profileText.store}
      </Heading>
      <div className={styles.storeBody}>
        {store.imageURL && (
          <div className={styles.storeImage}>
            <Image src={store.imageURL} alt="" aspectRatio="4 / 3" sizes="160px" />
          </div>
        )}
        <div className={styles.storeText}>
          <p className={styles.storeName}>{store.name}</p>
          <dl className={styles.storeFacts}>
            {store.businessTime && (
              <div className={styles.fact}>
                <dt>{profileText.businessTime}</dt>
                <dd>{store.businessTime}</dd>
              </div>
            )}
            {store.holiday && (
              <div className={styles.fact}>
                <dt>{profileText.holiday}</dt>
                <dd>{store.holiday}</dd>
              </div>
            )}
            {store.phoneNumber && (
              <div className={styles.fact}>
                <dt>{profileText.phoneNumber}</dt>
                <dd>
                  <Link href={`tel:${store.phoneNumber.replaceAll('-', '')}`}>{store.phoneNumber}</Link>
                </dd>
              </div>
            )}
            {store.address && (
              <div className={styles.fact}>
                <dt>{profileText.address}</dt>
                <dd>{store.address}</dd>
              </div>
            )}
          </dl>
        </div>
      </div>
    </section>
  );
}
