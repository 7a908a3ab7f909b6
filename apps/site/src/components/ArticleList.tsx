import { Link } from 'react-router-dom';
import styles from './content.module.css';
import { formatDate } from '@fanclub/domain/format';

export interface ArticleListItem {
  readonly id: number;
  readonly title: string;
  readonly date: string;
  readonly category?: string | undefined;
  readonly isNew?: boolean | undefined;
  readonly isPaid?: boolean | undefined;
  readonly href: string;
}

/** A dated text list (news, notices, blogs, topics). */
export function ArticleList({ items }: { items: readonly ArticleListItem[] }) {
  return (
    <ul className={styles.list}>
      {items.map((item) => (
        <li key={item.id}>
          <Link to={item.href}>
            <time className={styles.meta} dateTime={item.date}>
              {formatDate(item.date)}
            </time>
            {item.category && <span className={styles.badge}>{item.category}</span>}
            {item.isNew && <span className={styles.badge}>NEW</span>}
            {item.isPaid && <span className={styles.badge}>会員限定</span>}
            <span className={styles.itemTitle}>{item.title}</span>
          </Link>
        </li>
      ))}
    </ul>
  );
}
