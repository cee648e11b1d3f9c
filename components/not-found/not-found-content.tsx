import Link from 'next/link';
import { contentFor } from '@/lib/content';
import { localizePath, type Locale } from '@/lib/i18n/locales';
import { messagesFor } from '@/lib/i18n/messages';
import buttons from '@/components/shared/button.module.scss';
import { PORTFOLIO_PATH } from '@/lib/paths';
import styles from './not-found-content.module.scss';

/** Which 404 page a folder has: the general one, or the portfolio's, for an unknown project. */
export type NotFoundKind = 'page' | 'project';

/**
 * A 404 page's message, on a page of its own (the folder's 404.html): for an unknown project 'Projeto não
 * encontrado' and 'Voltar ao portfólio', for any other address 'Page not found' with the way home.
 */
export function NotFoundMessage({ locale, kind }: { locale: Locale; kind: NotFoundKind }) {
  const { pages } = contentFor(locale);
  const words = messagesFor(locale).notFound;
  const page = pages.notFound;
  const portfolio = localizePath(PORTFOLIO_PATH, locale);
  if (kind === 'project') {
    return (
      <section className={styles.shown} lang="pt-BR" aria-labelledby="not-found-project">
        <Code />
        <h1 id="not-found-project" className={styles.title}>
          {words.projectTitle}
        </h1>
        <p className={styles.lead} lang={locale}>
          {words.projectLead}
        </p>
        <div className={styles.actions}>
          <BackToPortfolio href={portfolio} label={words.backToPortfolio} />
        </div>
      </section>
    );
  }
  const lead = page.lead ?? page.description;
  const leadLang = page.lead ? page.fieldLang.lead : page.fieldLang.description;
  return (
    <section className={styles.shown} aria-labelledby="not-found-page">
      <Code />
      <h1 id="not-found-page" className={styles.title}>
        {words.pageTitle}
      </h1>
      <p className={styles.lead} lang={leadLang}>
        {lead}
      </p>
      <div className={styles.actions}>
        <HomeLink href={localizePath('/', locale)} label={words.home} />
        <Link href={portfolio} className={buttons.secondary}>
          {words.seePortfolio}
        </Link>
      </div>
    </section>
  );
}

function Code() {
  return (
    <p className={styles.code} aria-hidden="true">
      404
    </p>
  );
}

function HomeLink({ href, label }: { href: string; label: string }) {
  return (
    <Link href={href} className={buttons.primary}>
      {label}
    </Link>
  );
}

/** "Voltar ao portfólio": one of the site's fixed Portuguese phrases, Portuguese on every page (marked so). */
function BackToPortfolio({ href, label }: { href: string; label: string }) {
  return (
    <Link href={href} className={buttons.primary} lang="pt-BR">
      {label}
    </Link>
  );
}
