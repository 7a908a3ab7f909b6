export {
  SurveyForm,
  type SurveyFormProps,
  type SurveyFormMessages,
  type SurveyFormQuestion,
  type SurveyFormAnswer,
} from './SurveyForm.tsx';
