export {
  VotingPackagePicker,
  type VotingPackageOption,
  type VotingPackagePickerProps,
} from './VotingPackagePicker.tsx';
