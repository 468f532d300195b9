export { FileUpload, type FileUploadProps } from './FileUpload';
export {
  checkFiles,
  formatFileSize,
  matchesAcceptedType,
  type ChosenFile,
  type FileCheck,
  type FileLimits,
  type FileRejection,
} from './fileLimits';
