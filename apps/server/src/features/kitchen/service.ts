import { and, asc, desc, eq, gt, inArray, isNotNull, isNull, lt, or } from 'drizzle-orm';
import type { Logger } from 'pino';
import type { Role } from '@tidy/domain/constants';
import type { Actor } from '../../auth/session';
import type { Database } from '../../db/client';
import { kitchenDevices, kitchenDeviceSpaces, kitchenPins, profiles, spaces, userRoles } from '../../db/schema';
import { Conflict, HttpError, NotFound } from '../../http/errors';
import type { RateLimiter } from '../../http/rate-limit';
import type { Clock } from '../../platform/clock';
import type { AccessWatch } from '../../platform/realtime/access-watch';
import type { RealtimeBus } from '../../platform/realtime/bus';
import { canManageKitchenDevices } from '../../policy/kitchen';
import { authorize, isUuid, SPACE_NOT_FOUND, type Membership } from '../../policy/spaces';
import type { Notifier } from '../notifications/service';
import { formatLinkCode, LINK_CODE_TTL_MS, newDeviceToken, newLinkCode, normalizeLinkCode, sha256 } from './credential';
import { hashPin } from './pin-hash';

// The people's side of kitchen tablets (issue 20, decision 028): organizers link a tablet to some of their spaces
// and unlink it; each person sets or clears their own PIN. The tablet's side is tablet.ts.

export type KitchenDeps = {
  db: Database;
  realtime: RealtimeBus;
  clock: Clock;
  notifier: Notifier;
  liveAccess: AccessWatch;
  rateLimiter: RateLimiter;
  /** The site's address: the link a tablet opens starts with it, and an https one makes the cookie Secure. */
  publicUrl: string;
  trustProxy: boolean;
  addressFactor: number;
  logger: Logger;
};

export const DEVICE_NOT_FOUND = 'Kitchen tablet not found';
const MANAGE_REFUSED = 'Only organizers can link or unlink a kitchen tablet.';
/** Tablets (linked or waiting) one organizer may have linked; enough for any home, a stop for a runaway script. */
export const MAX_DEVICES_PER_ORGANIZER = 10;

export type DeviceView = {
  id: string;
  name: string;
  state: 'waiting' | 'linked';
  /** The spaces it shows, of those the viewer runs. */
  spaces: { id: string; name: string }[];
  linked_by: { user_id: string; full_name: string };
  created_at: string;
  linked_at: string | null;
  last_used_at: string | null;
  /** Waiting only: when the link code stops working. */
  link_expires_at: string | null;
};

type DeviceRow = typeof kitchenDevices.$inferSelect;

const membershipOf = (row: { spaceId: string; role: string; ownerId: string }, userId: string): Membership => ({
  spaceId: row.spaceId,
  userId,
  role: row.role as Role,
  isOwner: row.ownerId === userId,
});

/** The spaces the person runs (organizers), by name: what a tablet may be linked to. */
async function managedSpaces(db: Database, actor: Actor) {
  const rows = await db
    .select({ spaceId: spaces.id, name: spaces.name, role: userRoles.role, ownerId: spaces.userId })
    .from(userRoles)
    .innerJoin(spaces, eq(spaces.id, userRoles.spaceId))
    .where(eq(userRoles.userId, actor.userId))
    .orderBy(asc(spaces.name), asc(spaces.id));
  return rows.filter((row) => canManageKitchenDevices(membershipOf(row, actor.userId)));
}

/** Still waiting for its tablet, or linked: a code that expired unused is nothing any more. */
const stillCounts = (now: Date) => or(isNotNull(kitchenDevices.tokenHash), gt(kitchenDevices.linkExpiresAt, now));

/**
 * The Family screen's list: the spaces the person may link a tablet to, and the tablets that show one of them
 * or that they linked themself, newest first. Three queries, on the (user, space) index, the device spaces'
 * space index and primary keys.
 */
export async function kitchenDevicesOf(deps: KitchenDeps, actor: Actor) {
  const { db } = deps;
  const managed = await managedSpaces(db, actor);
  const managedIds = managed.map((space) => space.spaceId);
  const covering = db
    .select({ deviceId: kitchenDeviceSpaces.deviceId })
    .from(kitchenDeviceSpaces)
    .where(inArray(kitchenDeviceSpaces.spaceId, managedIds));
  const devices = await db
    .select({ device: kitchenDevices, linkerName: profiles.fullName })
    .from(kitchenDevices)
    .leftJoin(profiles, eq(profiles.id, kitchenDevices.linkedBy))
    .where(
      and(
        managedIds.length > 0
          ? or(eq(kitchenDevices.linkedBy, actor.userId), inArray(kitchenDevices.id, covering))
          : eq(kitchenDevices.linkedBy, actor.userId),
        stillCounts(deps.clock.now()),
      ),
    )
    .orderBy(desc(kitchenDevices.createdAt), asc(kitchenDevices.id));
  const shown =
    devices.length === 0 || managedIds.length === 0
      ? []
      : await db
          .select({ deviceId: kitchenDeviceSpaces.deviceId, spaceId: kitchenDeviceSpaces.spaceId })
          .from(kitchenDeviceSpaces)
          .where(
            and(
              inArray(
                kitchenDeviceSpaces.deviceId,
                devices.map(({ device }) => device.id),
              ),
              inArray(kitchenDeviceSpaces.spaceId, managedIds),
            ),
          );
  const names = new Map(managed.map((space) => [space.spaceId, space.name]));
  return {
    spaces: managed.map((space) => ({ id: space.spaceId, name: space.name })),
    devices: devices.map(({ device, linkerName }) =>
      describeDevice(
        device,
        linkerName,
        shown
          .filter((row) => row.deviceId === device.id)
          .map((row) => ({ id: row.spaceId, name: names.get(row.spaceId) ?? '' })),
      ),
    ),
  };
}

function describeDevice(device: DeviceRow, linkerName: string | null, shows: DeviceView['spaces']): DeviceView {
  return {
    id: device.id,
    name: device.name,
    state: device.tokenHash ? 'linked' : 'waiting',
    spaces: shows,
    linked_by: { user_id: device.linkedBy, full_name: linkerName || 'Unknown User' },
    created_at: device.createdAt.toISOString(),
    linked_at: device.linkedAt?.toISOString() ?? null,
    last_used_at: device.lastUsedAt?.toISOString() ?? null,
    link_expires_at: device.tokenHash ? null : (device.linkExpiresAt?.toISOString() ?? null),
  };
}

/**
 * "Link a kitchen tablet": a device waiting for its tablet, showing the chosen spaces (each one the organizer
 * runs; 404 for a space they are not in, 403 for one they do not run), and its one-time code, shown only in
 * this answer (the server keeps its SHA-256), with the link the tablet can open instead of typing it.
 */
export async function startLinking(deps: KitchenDeps, actor: Actor, input: { name: string; space_ids: string[] }) {
  const { db } = deps;
  const spaceIds = [...new Set(input.space_ids)];
  if (!spaceIds.every(isUuid)) throw new NotFound(SPACE_NOT_FOUND);
  const rows = await db
    .select({ spaceId: spaces.id, name: spaces.name, role: userRoles.role, ownerId: spaces.userId })
    .from(userRoles)
    .innerJoin(spaces, eq(spaces.id, userRoles.spaceId))
    .where(and(eq(userRoles.userId, actor.userId), inArray(userRoles.spaceId, spaceIds)));
  if (rows.length !== spaceIds.length) throw new NotFound(SPACE_NOT_FOUND);
  authorize(
    rows.every((row) => canManageKitchenDevices(membershipOf(row, actor.userId))),
    MANAGE_REFUSED,
  );
  const now = deps.clock.now();
  const code = newLinkCode();
  const expiresAt = new Date(now.getTime() + LINK_CODE_TTL_MS);
  const device = await db.transaction(async (tx) => {
    // Codes that expired unused are forgotten; the organizer's own rows, on the linked_by index.
    await tx
      .delete(kitchenDevices)
      .where(
        and(
          eq(kitchenDevices.linkedBy, actor.userId),
          isNull(kitchenDevices.tokenHash),
          lt(kitchenDevices.linkExpiresAt, now),
        ),
      );
    const mine = await tx
      .select({ id: kitchenDevices.id })
      .from(kitchenDevices)
      .where(eq(kitchenDevices.linkedBy, actor.userId));
    if (mine.length >= MAX_DEVICES_PER_ORGANIZER) {
      throw new Conflict(
        `You have linked ${MAX_DEVICES_PER_ORGANIZER} tablets already. Unlink one before linking another.`,
      );
    }
    const [created] = await tx
      .insert(kitchenDevices)
      .values({
        name: input.name,
        linkedBy: actor.userId,
        createdAt: now,
        linkCodeHash: sha256(code),
        linkExpiresAt: expiresAt,
      })
      .returning();
    await tx.insert(kitchenDeviceSpaces).values(spaceIds.map((spaceId) => ({ deviceId: created!.id, spaceId })));
    return created!;
  });
  const names = new Map(rows.map((row) => [row.spaceId, row.name]));
  return {
    device: describeDevice(
      device,
      actor.fullName,
      spaceIds.map((id) => ({ id, name: names.get(id) ?? '' })),
    ),
    link: {
      code: formatLinkCode(code),
      // After '#', so the code never reaches a server log or another site: the tablet's page reads it.
      url: `${deps.publicUrl}/kitchen#link=${code}`,
      expires_at: expiresAt.toISOString(),
    },
  };
}

export const LINK_CODE_REFUSED = 'This code is not right or has expired. Ask an organizer for a new one.';

/**
 * The tablet hands in its code: once only, before it expires (one conditional update; of two tablets with the same
 * code, the second finds nothing). The device gets its own credential, whose SHA-256 replaces the code's.
 */
export async function finishLinking(
  deps: KitchenDeps,
  typedCode: string,
): Promise<{ device: { id: string; name: string }; token: string }> {
  const code = normalizeLinkCode(typedCode);
  if (!code) throw new HttpError(404, 'link_code_not_found', LINK_CODE_REFUSED);
  const token = newDeviceToken();
  const now = deps.clock.now();
  const [linked] = await deps.db
    .update(kitchenDevices)
    .set({ tokenHash: sha256(token), linkedAt: now, lastUsedAt: now, linkCodeHash: null })
    .where(
      and(
        eq(kitchenDevices.linkCodeHash, sha256(code)),
        isNull(kitchenDevices.tokenHash),
        gt(kitchenDevices.linkExpiresAt, now),
      ),
    )
    .returning({ id: kitchenDevices.id, name: kitchenDevices.name });
  if (!linked) throw new HttpError(404, 'link_code_not_found', LINK_CODE_REFUSED);
  return { device: linked, token };
}

/**
 * Unlinks a tablet at once: an organizer of a space it shows, or whoever linked it. Its row goes, so its very
 * next request is refused everywhere and its live stream ends within a second. A member of one of its spaces who
 * does not run it gets 403; anyone else the 404 of a tablet that does not exist.
 */
export async function unlinkDevice(deps: KitchenDeps, actor: Actor, deviceId: string): Promise<void> {
  const { db } = deps;
  if (!isUuid(deviceId)) throw new NotFound(DEVICE_NOT_FOUND);
  const rows = await db
    .select({
      linkedBy: kitchenDevices.linkedBy,
      spaceId: userRoles.spaceId,
      role: userRoles.role,
      ownerId: spaces.userId,
    })
    .from(kitchenDevices)
    .leftJoin(kitchenDeviceSpaces, eq(kitchenDeviceSpaces.deviceId, kitchenDevices.id))
    .leftJoin(userRoles, and(eq(userRoles.spaceId, kitchenDeviceSpaces.spaceId), eq(userRoles.userId, actor.userId)))
    .leftJoin(spaces, eq(spaces.id, userRoles.spaceId))
    .where(eq(kitchenDevices.id, deviceId));
  const linker = rows.some((row) => row.linkedBy === actor.userId);
  const memberships = rows.flatMap((row) =>
    row.spaceId && row.role && row.ownerId
      ? [membershipOf({ spaceId: row.spaceId, role: row.role, ownerId: row.ownerId }, actor.userId)]
      : [],
  );
  if (!linker && memberships.length === 0) throw new NotFound(DEVICE_NOT_FOUND);
  authorize(linker || memberships.some(canManageKitchenDevices), MANAGE_REFUSED);
  await db.delete(kitchenDevices).where(eq(kitchenDevices.id, deviceId));
}

// ——— Each person's PIN ———

export async function pinStatus(deps: KitchenDeps, actor: Actor) {
  const [row] = await deps.db
    .select({ updatedAt: kitchenPins.updatedAt })
    .from(kitchenPins)
    .where(eq(kitchenPins.userId, actor.userId));
  return { has_pin: row !== undefined, updated_at: row?.updatedAt.toISOString() ?? null };
}

/** Sets (or changes) the person's own PIN; it applies on every tablet at once. */
export async function setPin(deps: KitchenDeps, actor: Actor, pin: string) {
  const pinHash = await hashPin(pin);
  const updatedAt = deps.clock.now();
  await deps.db
    .insert(kitchenPins)
    .values({ userId: actor.userId, pinHash, updatedAt })
    .onConflictDoUpdate({ target: kitchenPins.userId, set: { pinHash, updatedAt } });
  return { has_pin: true, updated_at: updatedAt.toISOString() };
}

export async function clearPin(deps: KitchenDeps, actor: Actor): Promise<void> {
  await deps.db.delete(kitchenPins).where(eq(kitchenPins.userId, actor.userId));
}
