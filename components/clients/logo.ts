/** One client logo, ready to draw: its URL, its name and its intrinsic size. */
export interface Logo {
  src: string;
  alt: string;
  width: number;
  height: number;
}
