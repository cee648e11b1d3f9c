// react-masonry-css ships no types; these cover what the gallery uses.
declare module 'react-masonry-css' {
  import type { Component, HTMLAttributes, ReactNode } from 'react';

  export interface MasonryProps extends HTMLAttributes<HTMLDivElement> {
    /** Columns: one number, or `{ default: n, [maxWidthPx]: n }`. */
    breakpointCols?: number | { default: number; [maxWidth: number]: number };
    columnClassName?: string;
    columnAttrs?: HTMLAttributes<HTMLDivElement>;
    children?: ReactNode;
    [dataAttribute: `data-${string}`]: string | number | undefined;
  }

  export default class Masonry extends Component<MasonryProps> {}
}
