import { useTopics } from '@fanclub/domain/react';
import { Image, IMAGE_SIZES, TopicList, uiMessages } from '@fanclub/ui';
import { Link, useParams } from 'react-router-dom';
import { PageHeading } from '../../components/PageHeading.tsx';
import { QueryBoundary } from '../../components/QueryBoundary.tsx';
import { paths } from '../../app/paths.ts';
import styles from '../../components/content.module.css';
import { articlesText } from '../../messages/articles.ts';

/** Topics are short cards with an optional link; the API has no single-topic call, so /topic/:id reads the list. */
export function TopicsPage() {
  const topics = useTopics();
  return (
    <>
      <PageHeading title={uiMessages.topics} section="topic" />
      <QueryBoundary query={topics} errorKey="fetchTopicsFailed" isEmpty={(d) => d.data.length === 0}>
        {({ data }) => <TopicList topics={data} getHref={(topic) => paths.topic(topic.id)} priority />}
      </QueryBoundary>
    </>
  );
}

export function TopicDetailPage() {
  const id = Number(useParams().id);
  const topics = useTopics();
  return (
    <QueryBoundary query={topics} errorKey="fetchTopicsFailed">
      {({ data }) => {
        const topic = data.find((t) => t.id === id);
        if (!topic) return <PageHeading title={articlesText.topicNotFound} />;
        const external = topic.link?.startsWith('http');
        return (
          <article className={styles.article}>
            <PageHeading title={topic.title} lead={uiMessages.topics} />
            {topic.imageURL && (
              <Image src={topic.imageURL} alt="" aspectRatio="16 / 9" sizes={IMAGE_SIZES.column} priority />
            )}
            {topic.link &&
              (external ? (
                <p>
                  <a href={topic.link} target="_blank" rel="noopener noreferrer">
                    {articlesText.topicLinkNewTab}
                  </a>
                </p>
              ) : (
                <p>
                  <Link to={topic.link}>{articlesText.topicLink}</Link>
                </p>
              ))}
            <p>
              <Link to={paths.topics}>{articlesText.backToList}</Link>
            </p>
          </article>
        );
      }}
    </QueryBoundary>
  );
}
