export { Grid, type GridColumnCount, type GridProps, type GridSpace, type Responsive } from './Grid';
