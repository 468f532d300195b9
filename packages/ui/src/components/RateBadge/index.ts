export { RateBadge, type RateBadgeProps } from './RateBadge';
