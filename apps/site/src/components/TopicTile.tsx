import type { Topic } from '@fanclub/domain';
import { IMAGE_SIZES, Image } from '@fanclub/ui';
import { Link } from 'react-router-dom';
import { paths } from '../app/paths.ts';
import styles from './content.module.css';

/**
 * A topic as a banner card with its title, leading to /topic/:id: the topics page and home.
 * `priority` for the first card of the topics page, its largest picture in the first view.
 */
export function TopicTile({ topic, priority }: { topic: Topic; priority?: boolean }) {
  return (
    <Link to={paths.topic(topic.id)} className={styles.card}>
      {/* A topic without a picture keeps the card's shape, so the titles stay in line. */}
      {topic.imageURL ? (
        <Image
          src={topic.imageURL}
          alt=""
          aspectRatio="16 / 9"
          sizes={IMAGE_SIZES.card}
          priority={priority}
        />
      ) : (
        <span className={styles.tilePlaceholder} />
      )}
      <span>{topic.title}</span>
    </Link>
  );
}
