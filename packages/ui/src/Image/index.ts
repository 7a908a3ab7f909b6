export { Image, type ImageProps } from './Image.tsx';
export { ImagePlaceholder, type ImagePlaceholderProps } from './ImagePlaceholder.tsx';
export { DEVICE_WIDTHS, IMAGE_SIZES, SMALL_WIDTHS, imageSrcSet, imageUrl } from './image-src.ts';
