import { clients } from '@/lib/content';
import type { Locale } from '@/lib/i18n/locales';
import { messagesFor } from '@/lib/i18n/messages';
import { Eyebrow } from '@/components/shared/eyebrow';
import { getImageData } from '@/lib/images/image-data';
import { originalUrl } from '@/lib/images/variants';
import { ClientsCarousel } from './clients-carousel';
import type { Logo } from './logo';
import styles from './clients-section.module.scss';

/** "My Clients": every client logo of the content in a looping carousel; no section when no client has a logo. */
export async function ClientsSection({ locale }: { locale: Locale }) {
  if (clients.length === 0) return null;
  const messages = messagesFor(locale);
  const words = messages.clients;
  const logos: Logo[] = await Promise.all(
    clients.map(async (client) => {
      const image = await getImageData(client.src);
      return { src: originalUrl(image), alt: client.alt, width: image.width, height: image.height };
    }),
  );
  return (
    <section className={styles.section} aria-labelledby="clients-heading">
      <div className={styles.head}>
        <Eyebrow>{words.eyebrow}</Eyebrow>
        <h2 id="clients-heading" className={styles.heading}>
          {words.heading}
        </h2>
      </div>
      <ClientsCarousel logos={logos} labels={{ play: words.play, pause: words.pause, carousel: messages.carousel }} />
    </section>
  );
}
