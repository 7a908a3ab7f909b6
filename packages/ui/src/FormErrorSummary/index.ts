export {
  FormErrorSummary,
  type ErrorSummaryErrors,
  type ErrorSummaryField,
  type FormErrorSummaryProps,
} from './FormErrorSummary.tsx';
