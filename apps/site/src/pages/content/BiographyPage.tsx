import { useBiographies } from '@fanclub/domain/react';
import { Image, RichText } from '@fanclub/ui';
import { PageHeading } from '../../components/PageHeading.tsx';
import { QueryBoundary } from '../../components/QueryBoundary.tsx';
import styles from '../../components/content.module.css';
import { contentPagesText } from '../../messages/content-pages.ts';

export function BiographyPage() {
  const biographies = useBiographies();
  return (
    <>
      <PageHeading title={contentPagesText.biography} section="biography" />
      <QueryBoundary
        query={biographies}
        errorKey="fetchBiographiesFailed"
        isEmpty={(d) => d.data.length === 0}
      >
        {({ data }) => (
          <div className={styles.stack}>
            {data.map((bio) => (
              <section key={bio.id} aria-labelledby={`bio-${bio.id}`}>
                <h2 id={`bio-${bio.id}`}>{bio.title}</h2>
                {bio.imageUrl && <Image src={bio.imageUrl} alt="" aspectRatio="16 / 9" />}
                <RichText html={bio.content} />
                {bio.timeLine.length > 0 && (
                  <dl>
                    {bio.timeLine.map((entry) => (
                      <div key={`${entry.date}-${entry.content}`}>
                        <dt>{entry.date}</dt>
                        <dd>{entry.content}</dd>
                      </div>
                    ))}
                  </dl>
                )}
              </section>
            ))}
          </div>
        )}
      </QueryBoundary>
    </>
  );
}
