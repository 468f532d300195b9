import { SecondStageFeePage } from './SecondStageFeePage';

export const Component = SecondStageFeePage;
