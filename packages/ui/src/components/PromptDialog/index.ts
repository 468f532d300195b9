export { PromptDialog, type PromptDialogProps } from './PromptDialog';
