// PosterVideo.
export const posterVideoText = {
  play: (title: string) => `${title}を再生する`,
  playShort: '再生する',
} as const;
