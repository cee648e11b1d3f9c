// The app's root segment has no layout of its own (each language has its root layout: app/(en), app/(pt)), so
// there is no page to draw a message in here. Each language's not-found.tsx catches a notFound() of its pages, and
// an unknown address gets app/global-not-found.tsx. Without this file Next writes its default 404 screen into the
// data of every page (see components/not-found/layout-not-found.tsx).
export default function RootNotFound() {
  return null;
}
