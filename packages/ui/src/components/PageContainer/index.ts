export {
  PAGE_CONTAINER_ELEMENTS,
  PageContainer,
  type PageContainerElement,
  type PageContainerProps,
} from './PageContainer';
