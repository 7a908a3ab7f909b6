export { PrefectureSelect, type PrefectureOption, type PrefectureSelectProps } from './PrefectureSelect.tsx';
