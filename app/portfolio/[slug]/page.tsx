import type { Metadata } from 'next';
import { notFound } from 'next/navigation';
import { ProjectDetails } from '@/components/portfolio/project-details';
import { projects } from '@/data';
import { projectMetadata } from '@/lib/project-metadata';
import { findProject } from '@/lib/projects';

type Props = { params: Promise<{ slug: string }> };

export const dynamicParams = false;

export function generateStaticParams() {
  return projects.map((project) => ({ slug: project.slug }));
}

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const project = findProject((await params).slug);
  return project ? projectMetadata(project) : {};
}

export default async function ProjectPage({ params }: Props) {
  const project = findProject((await params).slug);
  if (!project) notFound();
  return <ProjectDetails project={project} />;
}
