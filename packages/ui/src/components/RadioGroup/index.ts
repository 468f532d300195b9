export {
  Radio,
  RADIO_GROUP_ORIENTATIONS,
  RadioGroup,
  type RadioGroupOrientation,
  type RadioGroupProps,
  type RadioProps,
} from './RadioGroup';
