import { fixtures } from '@fanclub/fixtures';
import { describe, expect, it } from 'vitest';
import { COMPANY_PAGE_SCREENS, isCompanyPageKey } from '../paths.ts';
import { sectionTitle } from './section-title.ts';

describe('sectionTitle', () => {
  it("titles every section's page as its menu item, the company page's name", () => {
    const menu = fixtures.companyPages.filter((page) => isCompanyPageKey(page.key));
    expect(menu.map((page) => page.key).sort()).toEqual(Object.keys(COMPANY_PAGE_SCREENS).sort());
    for (const page of menu) {
      if (!isCompanyPageKey(page.key)) continue;
      expect(sectionTitle(fixtures.companyPages, page.key, 'ほかの名前')).toBe(page.name);
    }
    // The operator renames a section: the page follows the menu.
    const renamed = fixtures.companyPages.map((page) =>
      page.key === 'gift-post' ? { ...page, name: 'メンバーからの贈り物' } : page,
    );
    expect(sectionTitle(renamed, 'gift-post', 'ギフト')).toBe('メンバーからの贈り物');
  });

  it("keeps the site's own word for a section without a company page", () => {
    expect(sectionTitle([], 'gift-post', 'ギフト')).toBe('ギフト');
    expect(sectionTitle(undefined, 'news', 'ニュース')).toBe('ニュース');
  });
});
