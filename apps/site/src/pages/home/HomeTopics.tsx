import { useTopics } from '@fanclub/domain/react';
import { TopicList } from '@fanclub/ui';
import { paths } from '../../app/paths.ts';
import { HOME_LIMIT } from '../../app/route-data.ts';

/** The home's topics: ui TopicList's banners in their display order, each leading to /topic/:id. */
export function HomeTopics() {
  const { data } = useTopics();
  return (
    <TopicList topics={data?.data ?? []} limit={HOME_LIMIT} getHref={(topic) => paths.topic(topic.id)} />
  );
}
