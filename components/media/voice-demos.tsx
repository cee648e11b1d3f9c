import { contentFor } from '@/lib/content';
import type { Locale } from '@/lib/i18n/locales';
import { messagesFor } from '@/lib/i18n/messages';
import { Eyebrow } from '@/components/shared/eyebrow';
import { audioSources } from '@/lib/media/elements';
import styles from './voice-demos.module.scss';

/**
 * The voice demos, when the content has any: each a title, a few words, the native audio player (nothing fetched
 * before the visitor presses play) and, for those who cannot hear it, the words spoken.
 */
export function VoiceDemos({ locale }: { locale: Locale }) {
  const { voiceDemos } = contentFor(locale);
  if (voiceDemos.length === 0) return null;
  const words = messagesFor(locale).voice;
  return (
    <section className={styles.section} aria-labelledby="voice-heading">
      <Eyebrow>{words.eyebrow}</Eyebrow>
      <h2 id="voice-heading" className={styles.heading}>
        {words.heading}
      </h2>
      <ul className={styles.list}>
        {voiceDemos.map((demo, index) => {
          const id = `voice-demo-${index}`;
          return (
            <li key={demo.src} className={styles.demo}>
              <h3 id={id} className={styles.title} lang={demo.fieldLang.title}>
                {demo.title}
              </h3>
              <p className={styles.description} lang={demo.fieldLang.description}>
                {demo.description}
              </p>
              {/* The words spoken are the transcript below: audio has no captions track to give. */}
              {/* eslint-disable-next-line jsx-a11y/media-has-caption */}
              <audio controls preload="none" aria-labelledby={id} className={styles.audio}>
                {audioSources(demo.src).map((source) => (
                  <source key={source.src} src={source.src} type={source.type} />
                ))}
              </audio>
              {demo.transcript && (
                <details className={styles.transcript}>
                  <summary>{words.transcript}</summary>
                  <p lang={demo.lang}>{demo.transcript}</p>
                </details>
              )}
            </li>
          );
        })}
      </ul>
    </section>
  );
}
