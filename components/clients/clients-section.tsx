import 'swiper/css';
import 'swiper/css/pagination';
import { clients } from '@/data';
import { getImageData } from '@/lib/images/image-data';
import { ClientsCarousel, type Logo } from './clients-carousel';
import styles from './clients-section.module.scss';

/** "My Clients": the 32 client logos in a looping carousel. */
export async function ClientsSection() {
  const logos: Logo[] = await Promise.all(
    clients.map(async (client) => {
      const { src, width, height } = await getImageData(client.src);
      return { src, alt: client.alt, width, height };
    }),
  );
  return (
    <section className={styles.section} aria-labelledby="clients-heading">
      <div className={styles.head}>
        <p className={styles.eyebrow}>Trusted by studios, channels and brands</p>
        <h2 id="clients-heading" className={styles.heading}>
          My Clients
        </h2>
      </div>
      <ClientsCarousel logos={logos} />
    </section>
  );
}
