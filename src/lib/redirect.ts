/** Where to go after login: only same-site paths, so a crafted link cannot send shoppers off-site. */
export function safeRedirect(raw: string | null | undefined, fallback = '/'): string {
  if (!raw) return fallback;
  let url = raw;
  try { url = decodeURIComponent(raw); } catch { return fallback; }
  // '/x' is a path; '//host' and '/\host' are protocol-relative in browsers.
  if (!url.startsWith('/') || url.startsWith('//') || url.startsWith('/\\')) return fallback;
  if (/[\u0000-\u001f]/.test(url)) return fallback;
  // Never loop back into the login page itself.
  if (url.startsWith('/auth/login')) return fallback;
  return url;
}

/** Login URL that returns to `path` afterwards. */
export const loginHref = (path: string): string => `/auth/login?redirectUrl=${encodeURIComponent(path)}`;
