import type { Browser, BrowserContextOptions, Page } from '@playwright/test';
import { expect } from '@playwright/test';
import { signUpAndSignIn } from './accounts';

// The people of a household test, each in a browser of their own at the width the test runs at.

/** A phone held upright (touch) and a desktop: every screen is clicked through at both. */
export const WIDTHS = [
  { label: 'phone', viewport: { width: 390, height: 844 }, touch: true },
  { label: 'desktop', viewport: { width: 1280, height: 800 }, touch: false },
] as const;

export type Width = { label: string; viewport: { width: number; height: number }; touch: boolean };

export type Person = { page: Page; close: () => Promise<void> };

/** A new person, signed up and in, in a browser context of their own at `width`. */
export async function personAt(
  browser: Browser,
  name: string,
  width: Width,
  options: BrowserContextOptions = {},
): Promise<Person> {
  const context = await browser.newContext({
    baseURL: process.env.E2E_BASE_URL,
    viewport: width.viewport,
    hasTouch: width.touch,
    isMobile: width.touch,
    ...options,
  });
  const page = await context.newPage();
  await signUpAndSignIn(page, name);
  return { page, close: () => context.close() };
}

/** `member` joins the organizer's space through an invite, as a child unless another role is given. */
export async function joinSpace(organizer: Page, member: Page, spaceId: string, role = 'child'): Promise<void> {
  const made = await organizer.request.post('/api/invites', { data: { space_id: spaceId, role } });
  expect(made.status()).toBe(201);
  const { invite } = (await made.json()) as { invite: { id: string } };
  expect((await member.request.post(`/api/invites/${invite.id}/accept`)).status()).toBe(200);
}
