import type { AnchorHTMLAttributes } from 'react';

/** next/link in the editor's preview: a plain link (the preview is not the site, nothing is routed). */
export default function Link({ href, children, ...rest }: AnchorHTMLAttributes<HTMLAnchorElement> & { href: string }) {
  return (
    <a href={href} {...rest}>
      {children}
    </a>
  );
}
