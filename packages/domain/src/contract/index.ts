// The contract without React: the server, the mocks and the client import it from here.
export * from './endpoint.ts';
export * from './entities.ts';
export * from './fields.ts';
export * from './requests.ts';
export * from './endpoints.ts';
export * from './routes.ts';
export * from './lazy.ts';
export * from './web-spec-cookies.ts';
export * from './server-render.ts';
export * from './error-answers.ts';
