export { PosterVideo } from './PosterVideo.tsx';
