/** Text made safe inside HTML element content and double-quoted attributes (the only kind our markup writes). */
export const escapeHtml = (text: string) =>
  text.replaceAll('&', '&amp;').replaceAll('<', '&lt;').replaceAll('>', '&gt;').replaceAll('"', '&quot;');
