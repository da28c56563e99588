/**
 * Function points every logged-in user holds, whatever the role: changing one's own password, logging
 * out and marking one's own messages read. They are also the only writes allowed while a password
 * change is pending (decisions.md).
 */
export const SELF_SERVICE_POINTS = {
  passwordChange: 'self:password:update',
  logout: 'self:session:logout',
  messageRead: 'self:message:read',
} as const;

export const selfServicePoints: readonly string[] = Object.values(SELF_SERVICE_POINTS);
