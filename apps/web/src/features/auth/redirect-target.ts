/**
 * The `redirect` query parameter, when it is a path on this site ('/spaces', '/?invite=abc'); else
 * undefined. Anything else (another site, '//evil.example') would turn sign-in into an open redirect.
 */
export function safeRedirectPath(value: string | null | undefined): string | undefined {
  if (!value || !value.startsWith('/') || value.startsWith('//') || value.startsWith('/\\')) return undefined;
  return value;
}
