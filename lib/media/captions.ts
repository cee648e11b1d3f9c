import type { Locale } from '@/lib/i18n/locales';
import { messagesFor } from '@/lib/i18n/messages';
import { assetPath } from '@/lib/site-url';

/** A captions file as a `<track kind="captions">` takes it. */
export interface CaptionsTrack {
  src: string;
  /** The captions' language (`srclang`). */
  lang: string;
  /** The name a player lists the track under, in the page's language. */
  label: string;
}

const primary = (tag: string) => tag.toLowerCase().split('-')[0];

/**
 * A video's captions for a page in `locale`: named "Captions" / "Legendas", and, when they are in another language
 * than the page (English captions on a Portuguese page), with that language's name as the page says it:
 * "Legendas (inglês)". Captions without a language are English, as the content schema says.
 */
export function captionsTrack(file: string, lang: string | undefined, locale: Locale): CaptionsTrack {
  const trackLang = lang ?? 'en';
  const word = messagesFor(locale).showreel.captions;
  const language =
    primary(trackLang) === primary(locale)
      ? undefined
      : new Intl.DisplayNames([locale], { type: 'language' }).of(trackLang);
  return { src: assetPath(file), lang: trackLang, label: language ? `${word} (${language})` : word };
}
