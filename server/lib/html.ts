/** Text written into HTML: `& < > " '` as character references, so it can never become markup or end an attribute. */
export const escapeHtml = (text: string): string =>
  text.replace(/[&<>"']/g, (char) => `&#${char.charCodeAt(0)};`);
