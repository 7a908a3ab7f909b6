// MusicVideoList. Each string is its own const as well, so that the catalogue (./catalogue.ts) can re-
// export it alone.
export const musicVideos = 'ミュージックビデオ';
export const musicVideoLocked = 'この動画は有料会員限定です';

export const musicVideoText = { musicVideos, musicVideoLocked } as const;
