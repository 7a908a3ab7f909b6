export { MusicVideoList, type MusicVideoItem } from './MusicVideoList.tsx';
