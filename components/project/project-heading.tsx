import type { ReactNode, Ref } from 'react';
import styles from './project-details.module.scss';

/** Props of a project page's heading. */
export interface ProjectHeadingProps {
  title: string;
  /** The title's language where it is not the page's. */
  titleLang?: string | undefined;
  category: string;
  categoryLang?: string | undefined;
  /** `yearText` of the project, in the page's language. */
  year: string;
  /** Beside the line under the title (a protected project's badge). */
  children?: ReactNode;
  /** For a heading that takes the focus (the unlocked page of a protected project). */
  headingRef?: Ref<HTMLHeadingElement>;
}

/** The `<h1>` of a project page with the title, and `{category} - {year}` under it (a card has a middle dot). */
export function ProjectHeading({
  title,
  titleLang,
  category,
  categoryLang,
  year,
  children,
  headingRef,
}: ProjectHeadingProps) {
  return (
    <header className={styles.header}>
      <h1 className={styles.title} lang={titleLang} ref={headingRef} tabIndex={headingRef ? -1 : undefined}>
        {title}
      </h1>
      <p className={styles.subtitle}>
        <span lang={categoryLang}>{category}</span> - {year}
        {children}
      </p>
    </header>
  );
}
