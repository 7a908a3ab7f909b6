export { Image, type ImageProps } from './Image.tsx';
export { DEVICE_WIDTHS, IMAGE_SIZES, SMALL_WIDTHS, imageSrcSet, imageUrl } from './image-src.ts';
