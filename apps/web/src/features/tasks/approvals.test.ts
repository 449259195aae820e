import { describe, expect, it } from 'vitest';
import type { ApprovalItem } from './api/get-approvals';
import { newestFirst, submitterName } from './approvals';

const item = (id: string, submitted_at: string | null, full_name: string | null = 'Sam'): ApprovalItem => ({
  kind: 'daily',
  id,
  title: `Task ${id}`,
  estimated_time: 30,
  priority: null,
  points: 10,
  submitted_at,
  submitter: { user_id: 'u1', full_name },
});

describe('newestFirst', () => {
  it('puts the latest submission first and undated ones last', () => {
    const sorted = newestFirst([
      item('a', '2030-01-01T09:00:00Z'),
      item('b', null),
      item('c', '2030-01-02T09:00:00Z'),
      item('d', '2030-01-01T10:00:00Z'),
    ]);
    expect(sorted.map((each) => each.id)).toEqual(['c', 'd', 'a', 'b']);
  });
});

describe('submitterName', () => {
  it("falls back to 'Unknown User' (spec 02 §8)", () => {
    expect(submitterName(item('a', null, 'Sam Rivera'))).toBe('Sam Rivera');
    expect(submitterName(item('a', null, null))).toBe('Unknown User');
    expect(submitterName(item('a', null, '  '))).toBe('Unknown User');
  });
});
