import { ButtonLink } from '@fanclub/ui';
import { PageHeading } from '../../components/PageHeading.tsx';
import { paths } from '../../app/paths.ts';

export function NotFoundPage() {
  return (
    <>
      <PageHeading
        title="ページが見つかりません"
        lead="お探しのページが見つかりませんでした。URLをご確認ください。"
      />
      <ButtonLink href={paths.home}>トップページへ</ButtonLink>
    </>
  );
}
