export { Image, type ImageProps } from './Image.tsx';
export { DEVICE_WIDTHS, SMALL_WIDTHS, imageSrcSet, imageUrl } from './image-src.ts';
