import { expect } from 'storybook/test';

/**
 * A missing picture shows the brand's placeholder: the tint with the club's logo (the story
 * frame's `--brand-logo`, as the site's server writes it), never an empty box.
 */
export const expectBrandedPlaceholder = async (root: HTMLElement) => {
  const placeholders = [...root.querySelectorAll<HTMLElement>('[data-image-placeholder]')];
  await expect(placeholders.length).toBeGreaterThan(0);
  for (const placeholder of placeholders) {
    await expect(placeholder.getBoundingClientRect().height).toBeGreaterThan(0);
    await expect(getComputedStyle(placeholder, '::after').backgroundImage).toMatch(/^url\(/);
    await expect(getComputedStyle(placeholder).backgroundColor).not.toBe('rgba(0, 0, 0, 0)');
  }
};
