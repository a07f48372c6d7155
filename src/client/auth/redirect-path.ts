const FALLBACK = '/dashboard';

/**
 * The auto-login target as an in-app path. The link comes from outside, so anything that
 * could leave the origin (//host, /\host, schemes) falls back to /dashboard.
 */
export function safeRedirectPath(redirectPage: string | undefined): string {
  if (!redirectPage) return FALLBACK;
  let text = redirectPage;
  try {
    text = decodeURIComponent(redirectPage);
  } catch {
    // Already decoded by the router and holding a literal '%': keep it as it is.
  }
  text = text.trim();
  if (!text || /[\u0000-\u001f\\]/.test(text)) return FALLBACK;
  const path = text.startsWith('/') ? text : `/${text}`;
  if (path.startsWith('//')) return FALLBACK;
  const base = 'https://bayi.invalid';
  let url: URL;
  try {
    url = new URL(path, base);
  } catch {
    return FALLBACK;
  }
  if (url.origin !== base) return FALLBACK;
  return `${url.pathname}${url.search}${url.hash}`;
}
