import { Picture } from '@/components/shared/picture';
import type { ArtworkPicture } from './artwork';
import { ARTWORK_SIZES } from './artwork';
import { ProjectSlider } from './project-slider';
import styles from './project-artwork.module.scss';

/**
 * A project page's artwork: a single picture as it is, with no slider machinery (no script, no pagination, no
 * room kept for one); several pictures in a slider (project-slider.tsx).
 */
export function ProjectArtwork({ pictures }: { pictures: readonly ArtworkPicture[] }) {
  const [first] = pictures;
  if (!first) return null;
  if (pictures.length > 1) return <ProjectSlider pictures={pictures} />;
  return (
    <div className={styles.frame}>
      <Picture image={first.image} alt={first.alt} priority sizes={ARTWORK_SIZES} imgClassName={styles.image} />
    </div>
  );
}
