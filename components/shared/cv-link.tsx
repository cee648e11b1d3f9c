import { cvPath } from '@/lib/cv-paths';
import type { Locale } from '@/lib/i18n/locales';
import { format, messagesFor } from '@/lib/i18n/messages';
import { assetPath } from '@/lib/site-url';
import buttons from './button.module.scss';
import styles from './cv-link.module.scss';
import { DownloadIcon } from './icons';

/**
 * The owner's CV in the page's language (scripts/cv/build.ts writes it from the content): `Download CV (PDF)` for
 * A4, and beside it the US Letter copy. Plain links to files (no client-side routing), saved under the owner's name.
 * Free of the content door: the editor's preview draws About with it (cms/preview/).
 */
export function CvLink({ locale, ownerName, className }: { locale: Locale; ownerName: string; className?: string }) {
  const words = messagesFor(locale).cv;
  return (
    <p className={[styles.links, className].filter(Boolean).join(' ')}>
      <a
        className={buttons.secondary}
        href={assetPath(cvPath(locale))}
        type="application/pdf"
        download={format(words.fileName, { name: ownerName })}
      >
        <DownloadIcon />
        {words.download}
      </a>
      <a
        className={styles.letter}
        href={assetPath(cvPath(locale, 'LETTER'))}
        type="application/pdf"
        download={format(words.letterFileName, { name: ownerName })}
      >
        {words.letter}
      </a>
    </p>
  );
}
