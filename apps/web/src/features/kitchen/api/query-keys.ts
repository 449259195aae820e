/** Cache keys of the kitchen feature, in one place. */
export const kitchenKeys = {
  /** GET /api/kitchen-devices: the organizer's tablets and the spaces they may show. */
  devices: ['kitchen-devices'] as const,
  /** GET /api/kitchen-pin: whether the signed-in person set a PIN. */
  pin: ['kitchen-pin'] as const,
  /** Everything the tablet itself reads: refreshed as one when something changes in its spaces. */
  tablet: ['kitchen'] as const,
  household: ['kitchen', 'household'] as const,
  /** One member's day on the tablet (the PIN is never part of a key). */
  memberDay: (userId: string, date: string) => ['kitchen', 'member', userId, date] as const,
};
