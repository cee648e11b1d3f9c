/**
 * The picture of a project that has none yet (tools/generate-sample-art.mjs draws it: an empty frame, "No image
 * yet"), wherever its artwork is drawn. Free of imports, for the art tool.
 */
export const NO_IMAGE = '/images/projects/no-image.jpg';
