import type { announcementStates } from './announcement.schema.ts';

type AnnouncementState = (typeof announcementStates)[number];

/** The states each change of an announcement starts from (drafts are edited, published pinned). */
export const announcementMoves = {
  publish: ['draft', 'unpublished'],
  unpublish: ['published'],
  pin: ['published'],
  unpin: ['published', 'unpublished'],
  update: ['draft', 'unpublished'],
} as const satisfies Record<string, readonly AnnouncementState[]>;
export type AnnouncementMove = keyof typeof announcementMoves;

export const canMoveAnnouncement = (move: AnnouncementMove, state: AnnouncementState): boolean =>
  (announcementMoves[move] as readonly AnnouncementState[]).includes(state);
