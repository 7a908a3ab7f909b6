export {
  ProductCard,
  productCardProps,
  type ProductCardProps,
  type ProductCardSource,
} from './ProductCard.tsx';
