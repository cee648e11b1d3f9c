import Link from 'next/link';
import { contentFor, type LocalizedSite } from '@/lib/content';
import { localizePath, type Locale } from '@/lib/i18n/locales';
import { format, messagesFor } from '@/lib/i18n/messages';
import buttons from '@/components/shared/button.module.scss';
import { Eyebrow } from '@/components/shared/eyebrow';
import { Picture } from '@/components/shared/picture';
import { ArrowRightIcon } from '@/components/shared/icons';
import { getImageData, type ImageData } from '@/lib/images/image-data';
import styles from './hero.module.scss';

/** The first screen of Home: who the owner is, what she does, and her key art (the page's LCP image). */
export async function Hero({ locale }: { locale: Locale }) {
  const { site } = contentFor(locale);
  return <HeroView site={site} image={await getImageData(site.heroImage.src)} locale={locale} />;
}

/** The hero drawn from its data (also the editor's preview, cms/preview/). */
export function HeroView({
  site,
  image,
  locale,
}: {
  site: Pick<
    LocalizedSite,
    'discipline' | 'city' | 'careerStartYear' | 'ownerName' | 'tagline' | 'roles' | 'heroImage'
  > & {
    fieldLang: Pick<LocalizedSite['fieldLang'], 'tagline' | 'roles'>;
  };
  image: ImageData;
  locale: Locale;
}) {
  const words = messagesFor(locale).hero;
  return (
    <section className={styles.hero} aria-labelledby="hero-title">
      <div className={styles.text}>
        <Eyebrow>
          {site.discipline} · {site.city} · {format(words.since, { year: site.careerStartYear })}
        </Eyebrow>
        <h1 id="hero-title" className={styles.title}>
          {site.ownerName}
        </h1>
        <p className={styles.tagline} lang={site.fieldLang.tagline}>
          {site.tagline}
        </p>
        <ul className={styles.roles} aria-label={words.roles} lang={site.fieldLang.roles}>
          {site.roles.map((role) => (
            <li key={role}>{role}</li>
          ))}
        </ul>
        <div className={styles.actions}>
          <Link href={localizePath('/portfolio', locale)} className={buttons.primary}>
            {words.seePortfolio} <ArrowRightIcon />
          </Link>
          <Link href={localizePath('/contact', locale)} className={buttons.secondary}>
            {words.getInTouch}
          </Link>
        </div>
      </div>
      <div className={styles.art}>
        <Picture
          image={image}
          alt={site.heroImage.alt}
          priority
          imgClassName={styles.image}
          sizes="(min-width: 992px) 55vw, 100vw"
        />
      </div>
    </section>
  );
}
