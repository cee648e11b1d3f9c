import type { Locale } from './locales';
import { en, type Messages } from './messages.en';
import { ptBR } from './messages.pt-br';

export type { Messages };
export { format } from './format';

const CATALOGUES: Readonly<Record<Locale, Messages>> = { en, 'pt-BR': ptBR };

/** The site's own words in a language. Server-side: client components get the strings they need as props. */
export function messagesFor(locale: Locale): Messages {
  return CATALOGUES[locale];
}
