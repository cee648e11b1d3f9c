import Link from 'next/link';
import { contentFor } from '@/data';
import { localizePath, type Locale } from '@/lib/i18n/locales';
import { messagesFor } from '@/lib/i18n/messages';
import buttons from '@/components/shared/button.module.scss';
import { HtmlOnly } from '@/components/shared/html-only';
import { PORTFOLIO_PATH } from '@/lib/paths';
import { prePaintScript } from '@/lib/pre-paint-script';
import { BASE_PATH } from '@/lib/site-url';
import { trickOn } from '@/lib/startup-tricks';
import { NotFoundChoice } from './not-found-choice';
import { markNotFoundVariant, notFoundVariantOf, type NotFoundVariant } from './not-found-variant';
import styles from './not-found-content.module.scss';

/**
 * The 404 page, served at every unknown address. It holds three messages and shows one (not-found-variant.ts):
 * for an unknown project 'Projeto não encontrado' and 'Voltar ao portfólio', for any other address 'Page not found',
 * and without JavaScript, where nothing can tell the two apart, a page that says both. A pre-paint script picks
 * before the first frame, so nothing changes on screen when the page's script arrives.
 */
export function NotFoundContent({ locale }: { locale: Locale }) {
  const { pages, site } = contentFor(locale);
  const words = messagesFor(locale).notFound;
  const PROJECT_TITLE = words.projectTitle;
  const page = pages.notFound;
  const portfolio = localizePath(PORTFOLIO_PATH, locale);
  const titles: Record<NotFoundVariant, string> = {
    project: `${PROJECT_TITLE} | ${site.ownerName}`,
    page: `${page.title} | ${site.ownerName}`,
    either: `${page.title} · ${PROJECT_TITLE} | ${site.ownerName}`,
  };
  const script = prePaintScript(markNotFoundVariant, notFoundVariantOf, BASE_PATH, portfolio, titles);
  const lead = page.lead ?? page.description;
  const leadLang = page.lead ? page.fieldLang.lead : page.fieldLang.description;
  const back = { href: portfolio, label: words.backToPortfolio };
  return (
    <>
      <NotFoundChoice titles={titles} portfolioPath={portfolio} />
      {trickOn('not-found-picker') && (
        <HtmlOnly>
          <script dangerouslySetInnerHTML={{ __html: script }} />
        </HtmlOnly>
      )}
      <section className={styles.page} data-variant="project" lang="pt-BR" aria-labelledby="not-found-project">
        <Code />
        <h1 id="not-found-project" className={styles.title}>
          {PROJECT_TITLE}
        </h1>
        <p className={styles.lead} lang={locale}>
          {words.projectLead}
        </p>
        <div className={styles.actions}>
          <BackToPortfolio {...back} />
        </div>
      </section>
      <section className={styles.page} data-variant="page" aria-labelledby="not-found-page">
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
      <section className={styles.page} data-variant="either" aria-labelledby="not-found-either">
        <Code />
        <h1 id="not-found-either" className={styles.title}>
          {words.pageTitle} <span lang="pt-BR">· {PROJECT_TITLE}</span>
        </h1>
        <p className={styles.lead} lang={leadLang}>
          {lead}
        </p>
        <div className={styles.actions}>
          <HomeLink href={localizePath('/', locale)} label={words.home} />
          <BackToPortfolio {...back} secondary />
        </div>
      </section>
    </>
  );
}

/** One 404 message, on a page of its own (the folder's 404.html): no script, nothing to pick. */
export function NotFoundMessage({ locale, kind }: { locale: Locale; kind: 'page' | 'project' }) {
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

/** The spec's "Voltar ao portfólio": Portuguese on every page. */
function BackToPortfolio({ href, label, secondary = false }: { href: string; label: string; secondary?: boolean }) {
  return (
    <Link href={href} className={secondary ? buttons.secondary : buttons.primary} lang="pt-BR">
      {label}
    </Link>
  );
}
