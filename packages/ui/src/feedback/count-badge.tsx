import { Badge, type BadgeProps } from '@mantine/core';

/** A badge count above 99 shows as "99+". */
export function formatBadgeCount(count: number, cap = 99): string {
  return count > cap ? `${cap}+` : String(Math.max(0, Math.floor(count)));
}

export interface CountBadgeProps extends Omit<BadgeProps, 'children'> {
  count: number;
  /** Hide the badge at zero (the default) instead of showing "0". */
  showZero?: boolean;
}

export function CountBadge({ count, showZero = false, ...props }: CountBadgeProps) {
  if (count <= 0 && !showZero) return null;
  return (
    <Badge size="sm" circle={count < 10} color="red" {...props}>
      {formatBadgeCount(count)}
    </Badge>
  );
}
