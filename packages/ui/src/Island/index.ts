export {
  Island,
  findIslands,
  ISLAND_ATTRIBUTE,
  ISLAND_PROPS_ATTRIBUTE,
  type IslandProps,
} from './Island.tsx';
