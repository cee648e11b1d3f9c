import { Reveal } from '@/components/motion/reveal';
import { projectsNewestFirst } from '@/lib/projects';
import { motion } from '@/styles/tokens';
import { TimelineItem } from './timeline-item';
import styles from './timeline.module.scss';

/** Every project, newest first, alternating left and right along a line on wide screens. */
export function Timeline() {
  return (
    <section className={styles.section} aria-labelledby="timeline-heading">
      <h2 id="timeline-heading" className={styles.heading}>
        Timeline
      </h2>
      <ol className={styles.list} aria-labelledby="timeline-heading">
        {projectsNewestFirst().map((project) => (
          <Reveal as="li" key={project.slug} delay={motion.timelineDelay} className={styles.item}>
            <TimelineItem project={project} />
          </Reveal>
        ))}
      </ol>
    </section>
  );
}
