export { Tag, TAG_TONES, type TagProps, type TagTone } from './Tag';
