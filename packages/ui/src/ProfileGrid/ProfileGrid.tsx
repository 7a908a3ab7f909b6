import { CardGrid } from '../ContentCard/CardGrid.tsx';
import { ContentCard } from '../ContentCard/ContentCard.tsx';
import { EmptyState } from '../EmptyState/EmptyState.tsx';
import { profileText } from '../messages/profile.ts';
import type { ProfileItem } from '../ProfileCard/ProfileCard.tsx';

type ProfileGridProps = {
  /** プロフィールの一覧。 */
  profiles: readonly ProfileItem[];
  /**
   * 1 人のリンク先（既定は /profile/[id]）。
   * Where a profile opens; /profile/[id] unless the app says otherwise.
   */
  getHref?: (profile: ProfileItem) => string;
  /** 一覧の名前。 */
  label?: string;
  /** 各カードの見出しの階層（既定 h3。ページの見出しのすぐ下の一覧なら 2）。 */
  headingLevel?: 2 | 3 | 4;
};

/**
 * プロフィールの一覧: displayOrder の順に写真、名前、役割、会員限定の印。
 *
 * **キーボード・スクリーンリーダー**: 1 人につき Tab は 1 回。リンクの名前は名前です。
 *
 * The profile list: portraits in displayOrder, each with the name, the role and a paid marker.
 */
export function ProfileGrid({
  profiles,
  getHref = (profile) => `/profile/${profile.id}`,
  headingLevel = 3,
  label = profileText.list,
}: ProfileGridProps) {
  if (profiles.length === 0) return <EmptyState title={profileText.empty} />;
  const sorted = [...profiles].sort((a, b) => a.displayOrder - b.displayOrder);
  return (
    <CardGrid label={label}>
      {sorted.map((profile) => (
        <li key={profile.id}>
          <ContentCard
            href={getHref(profile)}
            title={profile.name}
            imageUrl={profile.imageURL}
            subTitle={profile.role}
            headingLevel={headingLevel}
            isPaid={profile.isPaid}
            shape="portrait"
          />
        </li>
      ))}
    </CardGrid>
  );
}
