import { useMusicVideos, useVlogs } from '@fanclub/domain/react';
import { MusicVideoList, uiMessages } from '@fanclub/ui';
import { PageHeading } from '../../components/PageHeading.tsx';
import { PaidLock } from '../../components/PaidLock.tsx';
import { QueryBoundary } from '../../components/QueryBoundary.tsx';
import { contentPagesText } from '../../messages/content-pages.ts';

// The catalogue (spec section 8) has no message for the video lists, so a failure shows the
// server's own message (as the endpoint table has it), not the home page's.
export function MoviePage() {
  const videos = useMusicVideos();
  return (
    <>
      <PageHeading title={uiMessages.musicVideos} section="movie" />
      <QueryBoundary query={videos} isEmpty={(d) => d.data.length === 0}>
        {({ data }) => <MusicVideoList videos={data} headingLevel={2} locked={<PaidLock />} />}
      </QueryBoundary>
    </>
  );
}

export function SpecialVideoPage() {
  const vlogs = useVlogs();
  return (
    <>
      <PageHeading title={contentPagesText.specialMovies} />
      <QueryBoundary query={vlogs} isEmpty={(d) => d.data.length === 0}>
        {({ data }) => (
          <MusicVideoList
            videos={data}
            label={contentPagesText.specialMovies}
            headingLevel={2}
            locked={<PaidLock />}
          />
        )}
      </QueryBoundary>
    </>
  );
}
