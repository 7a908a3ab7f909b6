export { GENDER_OPTIONS, GenderRadio, type GenderRadioProps } from './GenderRadio.tsx';
