export { FormErrorSummary, type ErrorSummaryField, type FormErrorSummaryProps } from './FormErrorSummary.tsx';
