export {
  SurveyForm,
  type SurveyFormProps,
  type SurveyFormQuestion,
  type SurveyFormAnswer,
} from './SurveyForm.tsx';
