// The web-spec cookies of docs/web-spec-cookies.md: names, shapes and the one writer are the
// contract's (packages/domain/src/contract/web-spec-cookies.ts), next to the reader the site uses.
export { WEB_SPEC_COOKIES, webSpecCookieValues } from '@fanclub/domain/contract';
