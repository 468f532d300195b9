export { latinDigits, Pagination, type PaginationProps } from './Pagination';
