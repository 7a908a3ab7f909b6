interface ImportMetaEnv {
  /** Brand palette the stories start with (see initialGlobals in preview.tsx). */
  readonly STORYBOOK_BRAND?: string;
  /** Set by the story tests' Vite plugin ('true' from Storybook's test panel, 'false' from vitest); absent in Storybook. */
  readonly VITEST_STORYBOOK?: string;
}
