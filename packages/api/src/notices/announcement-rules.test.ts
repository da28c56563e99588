import { describe, expect, it } from 'vitest';
import { announcementStates } from './announcement.schema.ts';
import { canMoveAnnouncement } from './announcement-rules.ts';

const from = (move: Parameters<typeof canMoveAnnouncement>[0]) =>
  announcementStates.filter((state) => canMoveAnnouncement(move, state));

describe('announcement rules', () => {
  it('edits and publishes what is not published, withdraws and pins what is', () => {
    expect(from('update')).toEqual(['draft', 'unpublished']);
    expect(from('publish')).toEqual(['draft', 'unpublished']);
    expect(from('unpublish')).toEqual(['published']);
    expect(from('pin')).toEqual(['published']);
    expect(from('unpin')).toEqual(['published', 'unpublished']);
  });
});
