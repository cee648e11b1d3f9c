import { site } from '@/data';
import styles from './about-section.module.scss';

/** The about section: the roles the owner works in and her bio. */
export function AboutSection() {
  return (
    <section className={styles.about} aria-labelledby="about-heading">
      <div className={styles.intro}>
        <h2 id="about-heading" className={styles.heading}>
          Hi, I&apos;m {site.ownerName}
        </h2>
        <p className={styles.location}>
          {site.location} · animating since {site.careerStartYear}
        </p>
        <h3 className={styles.rolesHeading}>Roles</h3>
        <ul className={styles.roles}>
          {site.roles.map((role) => (
            <li key={role}>{role}</li>
          ))}
        </ul>
      </div>
      <div className={styles.bio}>
        {site.bio.map((paragraph) => (
          <p key={paragraph}>{paragraph}</p>
        ))}
      </div>
    </section>
  );
}
