/**
 * Whether a menu link's `href` (a path without a trailing slash) is the page being shown: the same
 * path or one below it, compared without case (react-router's NavLink rule), so /news stays marked
 * on /news/12.
 */
export function isCurrentPath(href: string, currentPath = ''): boolean {
  const here = currentPath.toLowerCase();
  const to = href.toLowerCase();
  return here === to || (to !== '/' && here.startsWith(`${to}/`));
}
