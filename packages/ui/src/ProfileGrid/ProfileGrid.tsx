import { ContentCardGrid, type ContentCardGridOptions } from '../ContentCard/ContentCardGrid.tsx';
import { profileText } from '../messages/profile.ts';
import type { ProfileItem } from '../ProfileCard/ProfileCard.tsx';

type ProfileGridProps = ContentCardGridOptions<ProfileItem> & {
  /** プロフィールの一覧。 */
  profiles: readonly ProfileItem[];
};

/**
 * プロフィールの一覧: displayOrder の順に写真、名前、役割、会員限定の印。
 *
 * **キーボード・スクリーンリーダー**: 1 人につき Tab は 1 回。リンクの名前は名前です。
 *
 * The profile list: portraits in displayOrder, each with the name, the role and a paid marker.
 */
export function ProfileGrid({ profiles, ...options }: ProfileGridProps) {
  return (
    <ContentCardGrid
      {...options}
      items={[...profiles].sort((a, b) => a.displayOrder - b.displayOrder)}
      text={profileText}
      path="/profile"
      shape="portrait"
      card={(profile) => ({ title: profile.name, subTitle: profile.role })}
    />
  );
}
