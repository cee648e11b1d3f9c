/**
 * Fills a message's `{name}` slots: `format('Play {title}', { title: 'Reel' })` → `Play Reel`. Apart from the
 * catalogues, so client components that fill a message they were given do not carry every language's words.
 */
export function format(template: string, values: Readonly<Record<string, string | number>>): string {
  return template.replace(/\{(\w+)\}/g, (slot, name: string) => (name in values ? String(values[name]) : slot));
}
