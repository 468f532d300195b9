export { SearchBox, type SearchBoxProps } from './SearchBox';
export { searchBoxMessages } from './SearchBox.messages';
export { imageSearchEncoding, imageSearchFileError, type ImageSearchEncoding } from './imageSearchEncoding';
export { downscaleForImageSearch } from './downscaleImage';
