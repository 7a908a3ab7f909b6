import type { ReactNode } from 'react';
import { Tab, TabList, TabPanel, Tabs, type Key } from 'react-aria-components';
import { allCategories } from '../messages/content.ts';
import styles from './CategoryTabs.module.css';

export type Category = { id: number; name: string };

export const ALL_CATEGORIES = 'all';

type CategoryTabsProps = {
  /** タブリストの名前（例: ニュースのカテゴリ）。 */
  label: string;
  /** カテゴリの一覧。 */
  categories: readonly Category[];
  /** 選んでいるカテゴリ（null はすべて）。 null shows every category. */
  selectedId: number | null;
  /** カテゴリを選んだとき。 */
  onSelectionChange: (id: number | null) => void;
  /** 選んだカテゴリの一覧。 The list for the selected category. */
  children: ReactNode;
};

/**
 * Category filter for news, discography, schedule and products. A real tablist: arrow keys move
 * between categories and the list is the tab panel. Only the selected panel is mounted.
 */
export function CategoryTabs({
  label,
  categories,
  selectedId,
  onSelectionChange,
  children,
}: CategoryTabsProps) {
  const tabs = [
    { id: ALL_CATEGORIES as Key, name: allCategories },
    ...categories.map((c) => ({ id: c.id as Key, name: c.name })),
  ];
  return (
    <Tabs
      selectedKey={selectedId ?? ALL_CATEGORIES}
      onSelectionChange={(key) => onSelectionChange(key === ALL_CATEGORIES ? null : Number(key))}
      className={styles.tabs}
    >
      <TabList aria-label={label} items={tabs} className={styles.list}>
        {(tab) => (
          <Tab id={tab.id} className={styles.tab}>
            {tab.name}
          </Tab>
        )}
      </TabList>
      {tabs.map((tab) => (
        <TabPanel key={String(tab.id)} id={tab.id} className={styles.panel}>
          {children}
        </TabPanel>
      ))}
    </Tabs>
  );
}
