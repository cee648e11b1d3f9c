'use client';

import Link from 'next/link';
import { useEffect, useSyncExternalStore } from 'react';
import buttons from '@/components/shared/button.module.scss';
import { isProjectPath } from '@/lib/paths';
import { BASE_PATH } from '@/lib/site-url';
import styles from './not-found-content.module.scss';

const noSubscription = () => () => {};

/** Props: plain strings from data/, so the page's JavaScript does not carry the content modules. */
export interface NotFoundContentProps {
  ownerName: string;
  lead: string;
}

/**
 * The 404 page. A static host answers every unknown address with the same out/404.html, so which message fits
 * is only known in the browser: an unknown project gets 'Projeto não encontrado' and a way back to the
 * portfolio; anything else gets the general message. Both are laid out in the same grid cell, the unused one
 * hidden, so the switch after loading moves nothing; without JavaScript the general one shows.
 */
export function NotFoundContent({ ownerName, lead }: NotFoundContentProps) {
  const project = useSyncExternalStore(
    noSubscription,
    () => isProjectPath(window.location.pathname.slice(BASE_PATH.length)),
    () => false,
  );

  useEffect(() => {
    if (project) document.title = `Projeto não encontrado | ${ownerName}`;
  }, [project, ownerName]);

  return (
    <div className={styles.stack}>
      <section
        className={styles.page}
        lang="pt-BR"
        aria-labelledby="project-not-found"
        hidden={!project}
        data-variant="project"
      >
        <p className={styles.code} aria-hidden="true">
          404
        </p>
        <h1 id="project-not-found" className={styles.title}>
          Projeto não encontrado
        </h1>
        <p className={styles.lead} lang="en">
          There is no project at this address. It may have been renamed.
        </p>
        <div className={styles.actions}>
          <Link href="/portfolio" className={buttons.primary}>
            Voltar ao portfólio
          </Link>
        </div>
      </section>
      <section className={styles.page} aria-labelledby="page-not-found" hidden={project} data-variant="general">
        <p className={styles.code} aria-hidden="true">
          404
        </p>
        <h1 id="page-not-found" className={styles.title}>
          Page not found
        </h1>
        <p className={styles.lead}>{lead}</p>
        <div className={styles.actions}>
          <Link href="/" className={buttons.primary}>
            Go to the home page
          </Link>
          <Link href="/portfolio" className={buttons.secondary}>
            See the portfolio
          </Link>
        </div>
      </section>
    </div>
  );
}
