import Link from 'next/link';
import type { FilterTag } from '@/data';
import { Picture } from '@/components/shared/picture';
import { ZoomIcon } from '@/components/shared/icons';
import type { ImageData } from '@/lib/images/variants';
import styles from './project-card.module.scss';

/** What a gallery card shows: plain data, built on the server and handed to the gallery island. */
export interface GalleryCard {
  slug: string;
  title: string;
  /** `{category} · {year}` under the title. */
  meta: string;
  description: string;
  tags: FilterTag[];
  alt: string;
  image: ImageData;
}

/** Props of one card. */
export interface ProjectCardProps {
  card: GalleryCard;
  /** Open the lightbox at this card. */
  onPreview: (slug: string) => void;
  /** The first cards are above the fold on every screen: their images load at once. */
  priority?: boolean;
}

/** A project in the gallery: artwork, title, a Preview button (lightbox) and a More Details link. */
export function ProjectCard({ card, onPreview, priority = false }: ProjectCardProps) {
  return (
    <article className={styles.card} data-card={card.slug}>
      <div className={styles.media}>
        <Picture
          image={card.image}
          alt={card.alt}
          priority={priority}
          imgClassName={styles.image}
          sizes="(min-width: 1216px) 390px, (min-width: 992px) 31vw, (min-width: 640px) 46vw, 92vw"
        />
        <button type="button" className={styles.preview} data-preview={card.slug} onClick={() => onPreview(card.slug)}>
          <ZoomIcon />
          <span className="visually-hidden">Preview {card.title}</span>
        </button>
      </div>
      <div className={styles.body}>
        <h3 className={styles.title}>{card.title}</h3>
        <p className={styles.meta}>{card.meta}</p>
        <Link href={`/portfolio/${card.slug}`} className={styles.more}>
          More Details<span className="visually-hidden"> about {card.title}</span>
        </Link>
      </div>
    </article>
  );
}
