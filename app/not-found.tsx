// The app's root segment has no layout of its own (each language has its root layout: app/(en), app/(pt)), so
// there is no page to draw a message in here. Each language's not-found.tsx catches a notFound() of its pages, and
// an unknown address gets app/global-not-found.tsx. Without this file Next writes its default 404 screen into the
// data of every page (see components/not-found/layout-not-found.tsx).
// Two things rely on each other here: with this file present Next adds no default boundary to the language
// layouts, so deleting one of their not-found.tsx would leave a notFound() there to this empty root (a blank
// document); and `experimental.globalNotFound` (next.config.ts) is what keeps unknown addresses off this file.
export default function RootNotFound() {
  return null;
}
