/**
 * The picture of a protected project that has no public one (tools/generate-sample-art.mjs draws it: a sealed
 * folder stamped "Under NDA"), wherever its face is drawn: card, lightbox, page. Free of imports, for the art tool.
 */
export const NDA_PLACEHOLDER = '/images/projects/under-nda.jpg';
