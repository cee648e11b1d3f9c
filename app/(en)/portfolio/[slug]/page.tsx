import {
  ProjectPage,
  projectPageMetadata,
  projectParams,
  type ProjectRouteProps,
} from '@/components/project-page/project-page';

export const dynamicParams = false;
export const generateStaticParams = projectParams;
export const generateMetadata = (props: ProjectRouteProps) => projectPageMetadata(props, 'en');

export default function Page(props: ProjectRouteProps) {
  return <ProjectPage {...props} locale="en" />;
}
