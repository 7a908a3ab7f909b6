// The domain without React: contract, client, messages, formats, constants and the forms' schemas.
// Hooks live in `@fanclub/domain/react` so the server never loads React.
export * from './contract/index.ts';
export * from './client/index.ts';
export * from './messages/index.ts';
export * from './format/index.ts';
export * from './forms/index.ts';
export * from './constants.ts';
export * from './prefectures.ts';
