interface ImportMetaEnv {
  /** Brand palette the stories start with (see initialGlobals in preview.tsx). */
  readonly STORYBOOK_BRAND?: string;
}
