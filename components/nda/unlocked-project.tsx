'use client';

import { useEffect, useRef } from 'react';
import { LockIcon } from '@/components/shared/icons';
import button from '@/components/shared/button.module.scss';
import details from '@/components/project/project-details.module.scss';
import { ProjectHeading } from '@/components/project/project-heading';
import { ProjectInfo } from '@/components/project/project-info';
import { ProjectMedia } from '@/components/project/project-media';
import type { Locale } from '@/lib/i18n/locales';
import { yearText } from '@/lib/project-text';
import type { OpenedProject } from './open-project';
import type { NdaWords } from './words';
import styles from './nda.module.scss';

/**
 * A protected project once opened, drawn by the pieces every project page uses (heading, media, information box),
 * from the decrypted payload and Blob URLs; and the Lock button, which forgets the password in this tab.
 */
export function UnlockedProject({
  opened,
  locale,
  words,
  onLock,
}: {
  opened: OpenedProject;
  locale: Locale;
  words: NdaWords;
  onLock: () => void;
}) {
  const { view, items } = opened;
  // Drawn in place of the form: the focus goes to the project's title, which a screen reader then reads out.
  const headingRef = useRef<HTMLHeadingElement>(null);
  useEffect(() => headingRef.current?.focus(), []);
  return (
    <>
      <ProjectHeading
        title={view.title}
        titleLang={view.titleLang}
        category={view.facts.category}
        categoryLang={view.facts.fieldLang.category}
        year={yearText(view.facts, locale)}
        headingRef={headingRef}
      />
      <div className={details.body}>
        <ProjectMedia items={items} words={words.media} />
        <aside className={details.aside}>
          <ProjectInfo project={view.facts} locale={locale} />
          <p className={details.description} lang={view.facts.fieldLang.description}>
            {view.description}
          </p>
          <div className={styles.lockBox}>
            <p role="status">{words.unlocked}</p>
            <p className={styles.note}>{words.remember}</p>
            <button type="button" className={`${button.secondary} ${styles.lock}`} onClick={onLock}>
              <LockIcon />
              {words.lock}
            </button>
          </div>
        </aside>
      </div>
    </>
  );
}
