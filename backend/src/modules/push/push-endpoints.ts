/**
 * Whether an endpoint belongs to an allowed push service. Entries are origins ('https://host[:port]')
 * or '*.'-prefixed hosts ('https://*.notify.windows.com', subdomains only).
 */
export function isAllowedPushEndpoint(endpoint: string, allowedOrigins: string): boolean {
  let url: URL;
  try {
    url = new URL(endpoint);
  } catch {
    return false;
  }
  if (url.protocol !== 'https:' || url.username || url.password) return false;
  return allowedOrigins
    .split(',')
    .map((entry) => entry.trim())
    .filter(Boolean)
    .some((entry) => {
      const wildcard = /^https:\/\/\*\.(.+)$/.exec(entry);
      if (wildcard) return url.port === '' && url.hostname.endsWith(`.${wildcard[1].toLowerCase()}`);
      try {
        return new URL(entry).origin === url.origin;
      } catch {
        return false;
      }
    });
}
