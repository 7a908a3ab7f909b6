export { SkuSelector } from './SkuSelector.tsx';
export { attributeGroups, chosenSku, type SkuOption, type SkuAttribute } from './sku-choice.ts';
