import { contentFor } from '@/data';
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
 */
export function CvLink({ locale, className }: { locale: Locale; className?: string }) {
  const words = messagesFor(locale).cv;
  const name = contentFor(locale).site.ownerName;
  return (
    <p className={[styles.links, className].filter(Boolean).join(' ')}>
      <a
        className={buttons.secondary}
        href={assetPath(cvPath(locale))}
        type="application/pdf"
        download={format(words.fileName, { name })}
      >
        <DownloadIcon />
        {words.download}
      </a>
      <a
        className={styles.letter}
        href={assetPath(cvPath(locale, 'LETTER'))}
        type="application/pdf"
        download={format(words.letterFileName, { name })}
      >
        {words.letter}
      </a>
    </p>
  );
}
