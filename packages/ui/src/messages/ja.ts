// Japanese text the components show on their own (everything else arrives through props).
//
// The text lives in one module per component group (./pagination.ts exports `paginationText`, ...),
// and each component imports only its group, so a bundle and each of its chunks carry only the text
// of the components they render (a bundler keeps a whole object, and splits code only by whole
// modules). `ja` is the full catalogue in its single-object shape (`ja.required`, `ja.voting.points`),
// exported from the package as `uiMessages`; it is a module namespace, so reading one property still
// keeps only that property's group.
export * as ja from './catalogue.ts';
