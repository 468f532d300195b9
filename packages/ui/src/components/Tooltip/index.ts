export { Tooltip, TOOLTIP_PLACEMENTS, type TooltipPlacement, type TooltipProps } from './Tooltip';
