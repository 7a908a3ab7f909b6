import { NativeLink } from '../Link/NativeLink.tsx';
import { allCategories } from '../messages/content.ts';
import type { Category } from './CategoryTabs.tsx';
import styles from './CategoryTabs.module.css';

type CategoryTabLinksProps = {
  /** ナビゲーションの名前（例: カテゴリー）。 */
  label: string;
  /** カテゴリの一覧。なければ何も出しません。 Nothing is drawn without categories. */
  categories: readonly Category[];
  /** 選んでいるカテゴリ（null / undefined はすべて）。 */
  selectedId: number | null | undefined;
  /**
   * カテゴリ（null はすべて）のページの URL（`?category=`）。
   * The URL of a category's list (null: every category), e.g. `/news?category=2`.
   */
  hrefFor: (id: number | null) => string;
};

/**
 * The link mode of CategoryTabs: each tab is a link to its category's list, so the filter lives in
 * the URL, comes in the server's HTML and works before any script. No react-aria.
 */
export function CategoryTabLinks({ label, categories, selectedId, hrefFor }: CategoryTabLinksProps) {
  if (categories.length === 0) return null;
  const tabs = [{ id: null, name: allCategories }, ...categories];
  return (
    <nav aria-label={label}>
      <ul className={styles.list} data-links="">
        {tabs.map((tab) => (
          <li key={tab.id ?? 'all'} className={styles.item}>
            <NativeLink
              href={hrefFor(tab.id)}
              className={styles.tab}
              aria-current={(selectedId ?? null) === tab.id ? 'page' : undefined}
            >
              {tab.name}
            </NativeLink>
          </li>
        ))}
      </ul>
    </nav>
  );
}
