import { useNewsList, useNotices, useSchedules } from '@fanclub/domain/react';
import { NoticeList, ScheduleList } from '@fanclub/ui';
import { paths } from '../../app/paths.ts';
import { HOME_LIMIT } from '../../app/route-data.ts';

// The home's short lists, as on their own pages: ui NoticeList for the news and the notices, ui
// ScheduleList for the schedule. Each shows once its data is there (an empty one says so).

export function HomeNews() {
  const { data } = useNewsList({ limit: HOME_LIMIT });
  return (
    data && (
      <NoticeList
        kind="news"
        notices={data.data.map((n) => ({ ...n, publishedAt: n.publishAt }))}
        getHref={(n) => paths.newsDetail(n.id)}
      />
    )
  );
}

export function HomeNotices() {
  const { data } = useNotices({ limit: HOME_LIMIT });
  return data && <NoticeList notices={data.data} getHref={(n) => paths.notice(n.id)} />;
}

export function HomeSchedule() {
  const { data } = useSchedules({ limit: HOME_LIMIT });
  return data && <ScheduleList schedules={data.data} getHref={(s) => paths.scheduleDetail(s.id)} />;
}
