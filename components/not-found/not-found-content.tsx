import Link from 'next/link';
import { pages, site } from '@/data';
import buttons from '@/components/shared/button.module.scss';
import { HtmlOnly } from '@/components/shared/html-only';
import { PORTFOLIO_PATH } from '@/lib/paths';
import { prePaintScript } from '@/lib/pre-paint-script';
import { BASE_PATH } from '@/lib/site-url';
import { NotFoundChoice } from './not-found-choice';
import { markNotFoundVariant, notFoundVariantOf, type NotFoundVariant } from './not-found-variant';
import styles from './not-found-content.module.scss';

const PROJECT_TITLE = 'Projeto não encontrado';

/**
 * The 404 page, served at every unknown address. It holds three messages and shows one (not-found-variant.ts):
 * for an unknown project 'Projeto não encontrado' and 'Voltar ao portfólio', for any other address 'Page not found',
 * and without JavaScript, where nothing can tell the two apart, a page that says both. A pre-paint script picks
 * before the first frame, so nothing changes on screen when the page's script arrives.
 */
export function NotFoundContent() {
  const page = pages.notFound;
  const titles: Record<NotFoundVariant, string> = {
    project: `${PROJECT_TITLE} | ${site.ownerName}`,
    page: `${page.title} | ${site.ownerName}`,
    either: `${page.title} · ${PROJECT_TITLE} | ${site.ownerName}`,
  };
  const script = prePaintScript(markNotFoundVariant, notFoundVariantOf, BASE_PATH, PORTFOLIO_PATH, titles);
  const lead = page.lead ?? page.description;
  return (
    <>
      <NotFoundChoice titles={titles} />
      <HtmlOnly>
        <script dangerouslySetInnerHTML={{ __html: script }} />
      </HtmlOnly>
      <section className={styles.page} data-variant="project" lang="pt-BR" aria-labelledby="not-found-project">
        <Code />
        <h1 id="not-found-project" className={styles.title}>
          {PROJECT_TITLE}
        </h1>
        <p className={styles.lead} lang="en">
          There is no project at this address. It may have been renamed.
        </p>
        <div className={styles.actions}>
          <BackToPortfolio />
        </div>
      </section>
      <section className={styles.page} data-variant="page" aria-labelledby="not-found-page">
        <Code />
        <h1 id="not-found-page" className={styles.title}>
          Page not found
        </h1>
        <p className={styles.lead}>{lead}</p>
        <div className={styles.actions}>
          <HomeLink />
          <Link href={PORTFOLIO_PATH} className={buttons.secondary}>
            See the portfolio
          </Link>
        </div>
      </section>
      <section className={styles.page} data-variant="either" aria-labelledby="not-found-either">
        <Code />
        <h1 id="not-found-either" className={styles.title}>
          Page not found <span lang="pt-BR">· {PROJECT_TITLE}</span>
        </h1>
        <p className={styles.lead}>{lead}</p>
        <div className={styles.actions}>
          <HomeLink />
          <BackToPortfolio secondary />
        </div>
      </section>
    </>
  );
}

function Code() {
  return (
    <p className={styles.code} aria-hidden="true">
      404
    </p>
  );
}

function HomeLink() {
  return (
    <Link href="/" className={buttons.primary}>
      Go to the home page
    </Link>
  );
}

function BackToPortfolio({ secondary = false }: { secondary?: boolean }) {
  return (
    <Link href={PORTFOLIO_PATH} className={secondary ? buttons.secondary : buttons.primary} lang="pt-BR">
      Voltar ao portfólio
    </Link>
  );
}
