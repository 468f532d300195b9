export { Badge, BADGE_MAX, type BadgeProps, type CountBadgeProps, type DotBadgeProps } from './Badge';
