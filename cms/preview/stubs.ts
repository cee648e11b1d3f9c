/**
 * What the preview bundle gets instead of the site's build-time modules (scripts/build-admin.ts aliases them):
 * the content door and the image reader read files with Node, which the editor's page has not. The preview draws
 * the entry being edited, never the content files.
 */
export function contentFor(): never {
  throw new Error('The editor preview draws the entry being edited, not data/');
}
export function getImageData(): never {
  throw new Error('The editor preview has no image files to read');
}
export const site = undefined;
export const projects = [];
