/**
 * Date formatters made once per locale and options, for the app and the server alike. Making an
 * Intl.DateTimeFormat costs far more than using one (a page's first sets up the runtime's date formatting: 13-30
 * ms in Chromium, four times that on a phone; the demo seed's time zones spent a second of a first boot on them),
 * so a list that formats a date per row asks here instead of making its own.
 */
const formats = new Map<string, Intl.DateTimeFormat>();

/** The formatter of these locale and options, made at its first use and kept. */
export function dateFormat(locale: string, options: Intl.DateTimeFormatOptions): Intl.DateTimeFormat {
  const key = `${locale} ${JSON.stringify(options)}`;
  let format = formats.get(key);
  if (!format) {
    format = new Intl.DateTimeFormat(locale, options);
    formats.set(key, format);
  }
  return format;
}

/** The time zone when the runtime knows it, else `fallback` (a zone from the data the browser lacks). */
export function knownTimeZoneOr(timeZone: string, fallback: string): string {
  try {
    dateFormat('en', { timeZone });
    return timeZone;
  } catch {
    return fallback;
  }
}
