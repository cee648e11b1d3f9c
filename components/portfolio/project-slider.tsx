import { Picture } from '@/components/shared/picture';
import type { ImageData } from '@/lib/images/image-data';
import styles from './project-slider.module.scss';

/** The artwork of a project page. */
export function ProjectSlider({ image, alt }: { image: ImageData; alt: string }) {
  return (
    <div className={styles.slider}>
      <Picture image={image} alt={alt} priority sizes="(min-width: 992px) 66vw, 100vw" imgClassName={styles.image} />
    </div>
  );
}
