export {
  COST_LINE_KINDS,
  CostLines,
  type CostLine,
  type CostLineKind,
  type CostLinesProps,
} from './CostLines';
