import { createPath, useLocation, useNavigate, type NavigateOptions } from 'react-router-dom';

/**
 * The navigate that the library's links (react-aria's and the native ones) hand their href to. As
 * react-router's own `<Link>`: a link to the screen already shown replaces the history entry, so
 * Back leaves the screen instead of showing it again.
 */
export function useFollowLink(): (to: string, options?: NavigateOptions) => void {
  const navigate = useNavigate();
  const here = createPath(useLocation());
  return (to, options) => void navigate(to, { ...options, replace: options?.replace ?? to === here });
}
