import type { Metadata } from 'next';
import { notFound } from 'next/navigation';
import { projects } from '@/lib/content';
import type { Locale } from '@/lib/i18n/locales';
import { projectMetadata } from '@/lib/project-metadata';
import { findProject } from '@/lib/projects';
import { ProtectedProject } from '@/components/nda/protected-project';
import { ProjectDetails } from '@/components/project/project-details';

/** The route parameters of a project page. */
export type ProjectRouteProps = { params: Promise<{ slug: string }> };

/** Every project's page, for `generateStaticParams`. */
export function projectParams(): { slug: string }[] {
  return projects.map((project) => ({ slug: project.slug }));
}

/** A project page's metadata in a language. */
export async function projectPageMetadata({ params }: ProjectRouteProps, locale: Locale): Promise<Metadata> {
  const project = findProject((await params).slug, locale);
  return project ? projectMetadata(project, locale) : {};
}

/** The page of the project the route names, in a language. */
export async function ProjectPage({ params, locale }: ProjectRouteProps & { locale: Locale }) {
  const project = findProject((await params).slug, locale);
  if (!project) notFound();
  // A protected project's page is its public face and the password form (components/nda/, which draws it with
  // components/project/'s parts: so this choice lives in neither folder).
  if (project.nda) return <ProtectedProject project={project} locale={locale} />;
  return <ProjectDetails project={project} locale={locale} />;
}
