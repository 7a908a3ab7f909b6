export {
  ResponsiveTable,
  type ResponsiveTableColumn,
  type ResponsiveTableProps,
} from './ResponsiveTable.tsx';
