import { useProfiles, useUserProfile } from '@fanclub/domain/react';
import { Image } from '@fanclub/ui';
import { Link, useParams } from 'react-router-dom';
import { paths } from '../../app/paths.ts';
import { useSession } from '../../app/session/use-session.ts';
import { PageHeading } from '../../components/PageHeading.tsx';
import { PaidLock } from '../../components/PaidLock.tsx';
import { QueryBoundary } from '../../components/QueryBoundary.tsx';
import styles from '../../components/content.module.css';

export function ProfileListPage() {
  const profiles = useProfiles({ limit: 100 });
  return (
    <>
      <PageHeading title="プロフィール" />
      <QueryBoundary query={profiles} errorKey="fetchProfilesFailed" isEmpty={(d) => d.data.length === 0}>
        {({ data }) => (
          <ul className={styles.grid}>
            {[...data]
              .sort((a, b) => a.displayOrder - b.displayOrder)
              .map((p) => (
                <li key={p.id}>
                  <Link to={paths.profile(p.id)} className={styles.card}>
                    {p.imageURL && <Image src={p.imageURL} alt="" aspectRatio="3 / 4" />}
                    <span>{p.name}</span>
                    {p.role && <span className={styles.meta}>{p.role}</span>}
                  </Link>
                </li>
              ))}
          </ul>
        )}
      </QueryBoundary>
    </>
  );
}

const facts = [
  ['affiliation', '所属'],
  ['birthday', '誕生日'],
  ['height', '身長'],
  ['hometown', '出身地'],
  ['bloodType', '血液型'],
  ['hobby', '趣味'],
  ['skill', '特技'],
  ['aspiration', '目標'],
] as const;

export function ProfileDetailPage() {
  const profile = useUserProfile(useParams().id ?? '');
  const { user } = useSession();
  return (
    <QueryBoundary query={profile} errorKey="fetchProfileFailed">
      {(p) => (
        <article className={styles.article}>
          <PageHeading title={p.name} lead={p.role ?? 'プロフィール'} />
          {p.imageURL && <Image src={p.imageURL} alt={p.name} aspectRatio="3 / 4" priority />}
          {/* A paid-only profile keeps its name and picture; the server withholds the rest. */}
          {p.isPaid && !user?.isPaidMember && <PaidLock />}
          {p.statement && <p>{p.statement}</p>}
          <dl>
            {facts.map(([field, label]) =>
              p[field] ? (
                <div key={field}>
                  <dt>{label}</dt>
                  <dd>{p[field]}</dd>
                </div>
              ) : null,
            )}
          </dl>
          {p.affiliateStore && (
            <section aria-labelledby="profile-store">
              <h2 id="profile-store">{p.affiliateStore.name}</h2>
              <p>
                {[
                  p.affiliateStore.address,
                  p.affiliateStore.businessTime,
                  p.affiliateStore.holiday && `定休日：${p.affiliateStore.holiday}`,
                  p.affiliateStore.phoneNumber,
                ]
                  .filter(Boolean)
                  .join('／')}
              </p>
            </section>
          )}
          <Link to={paths.profiles}>一覧に戻る</Link>
        </article>
      )}
    </QueryBoundary>
  );
}
