import type { Profile } from '@fanclub/domain';
import { useProfiles, useUserProfile } from '@fanclub/domain/react';
import { ProfileCard, ProfileGrid } from '@fanclub/ui';
import { Link, useParams } from 'react-router-dom';
import { paths } from '../../app/paths.ts';
import { useSession } from '../../app/session/use-session.ts';
import { usePageTitle } from '../../app/site/use-page-title.ts';
import { PageHeading } from '../../components/PageHeading.tsx';
import { PaidLock } from '../../components/PaidLock.tsx';
import { QueryBoundary } from '../../components/QueryBoundary.tsx';
import { contentPagesText } from '../../messages/content-pages.ts';

export function ProfileListPage() {
  const profiles = useProfiles({ limit: 100 });
  return (
    <>
      <PageHeading title={contentPagesText.profiles} section="profile" />
      <QueryBoundary query={profiles} errorKey="fetchProfilesFailed" isEmpty={(d) => d.data.length === 0}>
        {({ data }) => <ProfileGrid profiles={data} getHref={(p) => paths.profile(p.id)} headingLevel={2} />}
      </QueryBoundary>
    </>
  );
}

export function ProfileDetailPage() {
  const profile = useUserProfile(useParams().id ?? '');
  return (
    <QueryBoundary query={profile} errorKey="fetchProfileFailed">
      {(p) => <ProfileDetail profile={p} />}
    </QueryBoundary>
  );
}

function ProfileDetail({ profile }: { profile: Profile }) {
  const { user } = useSession();
  usePageTitle(profile.name);
  return (
    <>
      {/* A paid-only profile keeps its name and picture; the server withholds the rest. */}
      <ProfileCard
        profile={profile}
        headingLevel={1}
        locked={profile.isPaid && !user?.isPaidMember ? <PaidLock /> : undefined}
      />
      <p>
        <Link to={paths.profiles}>{contentPagesText.backToList}</Link>
      </p>
    </>
  );
}
