import { Reveal } from '@/components/motion/reveal';
import type { Locale } from '@/lib/i18n/locales';
import { messagesFor } from '@/lib/i18n/messages';
import { projectsNewestFirst } from '@/lib/projects';
import { motion } from '@/styles/tokens';
import { TimelineItem } from './timeline-item';
import styles from './timeline.module.scss';

/** Every project, newest first, alternating left and right along a line on wide screens; none, no timeline. */
export function Timeline({ locale }: { locale: Locale }) {
  const projects = projectsNewestFirst(locale);
  if (projects.length === 0) return null;
  return (
    <section className={styles.section} aria-labelledby="timeline-heading">
      <h2 id="timeline-heading" className={styles.heading}>
        {messagesFor(locale).about.timeline}
      </h2>
      <ol className={styles.list} aria-labelledby="timeline-heading">
        {projects.map((project) => (
          <Reveal as="li" key={project.slug} delay={motion.timelineDelay} className={styles.item}>
            <TimelineItem project={project} locale={locale} />
          </Reveal>
        ))}
      </ol>
    </section>
  );
}
