import type { Browser, BrowserContext, Page } from '@playwright/test';
import { signUpAndSignIn, TEST_PASSWORD, uniqueEmail } from './support/accounts';
import { startAppServer } from './support/app-server';
import { expectAccessible, expect, saveScreenshot, test } from './support/fixtures';
import type { MailSink } from './support/mail-sink';

/** A confirmed, signed-in person in a browser context of their own, on the given server. */
async function personOn(browser: Browser, baseURL: string, name: string, mail?: MailSink): Promise<{ page: Page; context: BrowserContext; email: string }> {
  const context = await browser.newContext({ baseURL });
  const page = await context.newPage();
  if (!mail) return { page, context, email: await signUpAndSignIn(page, name) };
  const email = uniqueEmail(name.split(' ')[0]!.toLowerCase());
  await page.request.post('/api/auth/sign-up/email', { data: { email, password: TEST_PASSWORD, full_name: name } });
  await page.goto((await mail.waitFor(email, { subject: /Confirm your email/ })).links[0]!);
  await expect(page.getByRole('heading', { name: 'Email Confirmed!' })).toBeVisible();
  return { page, context, email };
}

async function createSpaces(page: Page, names: string[]) {
  const response = await page.request.post('/api/home', { data: { spaces: names.map((name) => ({ name, space_type: 'other' })) } });
  expect(response.status()).toBe(201);
}

test('an organizer invites by e-mail; the invitee joins by magic link as a child; the organizer removes them', async ({ browser, peerApp }) => {
  test.setTimeout(120_000);
  const { server, mail } = peerApp;
  const organizer = await personOn(browser, server.url, 'Olive Organizer', mail);
  await createSpaces(organizer.page, ['Kitchen']);

  // The organizer sends an e-mail invitation for the kitchen, as a child.
  const invitee = uniqueEmail('kit');
  await organizer.page.goto('/family');
  await expect(organizer.page.getByRole('heading', { level: 1, name: 'Family Management' })).toBeVisible();
  await organizer.page.getByRole('tab', { name: 'Invite' }).click();
  const main = organizer.page.getByRole('main');
  await main.getByLabel('Space').selectOption({ label: 'Kitchen' });
  await main.getByLabel('Role').selectOption({ label: 'Child' });
  await main.getByLabel('Email address').fill(invitee);
  await expectAccessible(organizer.page);
  await saveScreenshot(organizer.page, 'family-invite-desktop');
  await main.getByRole('button', { name: 'Send Email Invitation' }).click();
  await expect(organizer.page.getByText('Email invitation sent! Please allow a few hours for processing.')).toBeVisible();

  // The invitation reaches the SMTP server; the invitee opens it signed out.
  const invitation = await mail.waitFor(invitee, { subject: /invited you/ });
  expect(invitation.subject).toBe('Olive Organizer invited you to Kitchen on Tidy Steps');
  const guestContext = await browser.newContext({ baseURL: server.url });
  const kid = await guestContext.newPage();
  await kid.goto(invitation.links[0]!);
  await expect(kid.getByRole('heading', { level: 1, name: "You're invited!" })).toBeVisible();
  await expect(kid.getByText('Olive Organizer invited you to join Kitchen as a Child.')).toBeVisible();
  await expectAccessible(kid);
  await kid.getByLabel('Email').fill(invitee);
  await kid.getByRole('button', { name: 'Send Magic Link' }).click();
  await expect(kid.getByText('Magic link sent!', { exact: true })).toBeVisible();

  // The magic link signs them in and brings them back to the invitation.
  const magic = await mail.waitFor(invitee, { subject: /sign-in link/ });
  await kid.goto(magic.links[0]!);
  await expect(kid.getByText(`Continue as ${invitee}`)).toBeVisible();
  await expect(kid.getByText('Join Kitchen as a Child')).toBeVisible();
  await kid.getByRole('button', { name: 'Continue & Join Space' }).click();
  await expect(kid.getByText('Invitation accepted!')).toBeVisible();
  await expect(kid.getByText("You've joined Kitchen as a child.")).toBeVisible();
  await expect(kid).toHaveURL(/\/spaces$/);
  const kitchenCard = kid.getByRole('main').getByRole('article', { name: 'Kitchen' });
  await expect(kitchenCard).toBeVisible();
  await expect(kitchenCard.getByText("You're a child here")).toBeVisible();

  // The organizer sees the new member, and removes them.
  await organizer.page.goto('/family');
  const kitchen = organizer.page.getByRole('region', { name: 'Kitchen' });
  await expect(kitchen.getByText(invitee)).toBeVisible();
  await expectAccessible(organizer.page);
  await saveScreenshot(organizer.page, 'family-members-desktop');
  await kitchen.getByRole('button', { name: /^Remove / }).click();
  const confirm = organizer.page.getByRole('alertdialog');
  await confirm.getByRole('button', { name: 'Remove member' }).click();
  await expect(organizer.page.getByText('Member removed')).toBeVisible();
  await expect(kitchen.getByText(invitee)).toHaveCount(0);

  // The removed child no longer has the space.
  await kid.goto('/spaces');
  await expect(kid.getByRole('heading', { name: 'No spaces yet' })).toBeVisible();
  await guestContext.close();
  await organizer.context.close();
});

test('an e-mail invite opened by a different signed-in account shows "Email mismatch"', async ({ browser, peerApp }) => {
  // Two people sign up and confirm by e-mail on a server of their own.
  test.setTimeout(90_000);
  const { server, mail } = peerApp;
  const organizer = await personOn(browser, server.url, 'Ivy Inviter', mail);
  await createSpaces(organizer.page, ['Office']);
  const spaces = await (await organizer.page.request.get('/api/spaces')).json();
  const response = await organizer.page.request.post('/api/invites', {
    data: { space_id: spaces.spaces[0].id, role: 'parent', email: uniqueEmail('intended') },
  });
  const { invite } = await response.json();

  const other = await personOn(browser, server.url, 'Owen Other', mail);
  await other.page.goto(`/?invite=${invite.id}`);
  await expect(other.page.getByText('Email mismatch', { exact: true }).first()).toBeVisible();
  await expect(other.page.getByText('This invitation was not sent to your email address.').first()).toBeVisible();
  await expect(other.page.getByRole('button', { name: 'Continue & Join Space' })).toHaveCount(0);
  await organizer.context.close();
  await other.context.close();
});

test('a whole-home link invite joins every space', async ({ browser }) => {
  // Two people sign up, one invites and the other joins two spaces: two sign-ups and seven page loads.
  test.setTimeout(90_000);
  const base = process.env.E2E_BASE_URL!;
  const organizer = await personOn(browser, base, 'Hana Home');
  await createSpaces(organizer.page, ['Kitchen', 'Garage']);
  await organizer.page.goto('/family');
  await organizer.page.getByRole('tab', { name: 'Invite' }).click();
  const main = organizer.page.getByRole('main');
  await main.getByLabel('Space').selectOption({ label: 'Whole Home' });
  await main.getByRole('button', { name: 'Create Invite Link' }).click();
  await expect(organizer.page.getByText('Whole home invite link created!')).toBeVisible();
  const link = await main.getByLabel('Invite link').inputValue();
  expect(link).toMatch(/\/\?invite=[A-Za-z0-9_-]{32}$/);

  const partner = await personOn(browser, base, 'Pat Partner');
  await partner.page.goto(link);
  await expect(partner.page.getByText(/all 2 spaces/)).toBeVisible();
  await partner.page.getByRole('button', { name: 'Continue & Join Space' }).click();
  await expect(partner.page.getByText('Invitation accepted!')).toBeVisible();
  await expect(partner.page).toHaveURL(/\/spaces$/);
  const cards = partner.page.getByRole('main').getByRole('article');
  await expect(cards).toHaveCount(2);
  await expect(partner.page.getByRole('main').getByText("You're a parent here")).toHaveCount(2);
  await saveScreenshot(partner.page, 'spaces-joined-desktop');

  // A parent sees that an invite is pending, but not its working link, nor the organizer's e-mail address.
  const pending = await organizer.page.request.post('/api/invites', { data: { whole_home: true, role: 'guest' } });
  expect(pending.status()).toBe(201);
  await partner.page.goto('/family');
  const partnerMain = partner.page.getByRole('main');
  await expect(partnerMain.getByText('Invite link').first()).toBeVisible();
  await expect(partnerMain.getByRole('button', { name: 'Copy link' })).toHaveCount(0);
  await expect(partnerMain.getByText('Hana Home').first()).toBeVisible();
  await expect(partnerMain.getByText(organizer.email)).toHaveCount(0);
  await organizer.page.goto('/family');
  await expect(organizer.page.getByRole('main').getByRole('button', { name: 'Copy link' }).first()).toBeVisible();
  await organizer.context.close();
  await partner.context.close();
});

test('an expired invite shows "Invalid invitation"', async ({ browser }) => {
  test.setTimeout(60_000);
  // A server whose invitations last two seconds.
  const server = await startAppServer({ INVITE_TTL: '2s' });
  try {
    const organizer = await personOn(browser, server.url, 'Eli Expiry');
    await createSpaces(organizer.page, ['Attic']);
    const spaces = await (await organizer.page.request.get('/api/spaces')).json();
    const { invite } = await (await organizer.page.request.post('/api/invites', { data: { space_id: spaces.spaces[0].id, role: 'guest' } })).json();
    await new Promise((resolve) => setTimeout(resolve, 2_500));
    const visitor = await browser.newContext({ baseURL: server.url });
    const page = await visitor.newPage();
    await page.goto(`/?invite=${invite.id}`);
    await expect(page.getByText('Invalid invitation')).toBeVisible();
    await expect(page.getByText('This invitation link is invalid or has expired.')).toBeVisible();
    await expect(page).toHaveURL(`${server.url}/`);
    await visitor.close();
    await organizer.context.close();
  } finally {
    await server.stop();
  }
});

test('the invitation screen at phone width', async ({ browser }) => {
  // Two people sign up through real e-mail links: 23–31 s in a full CI run (decision 016).
  test.setTimeout(60_000);
  const base = process.env.E2E_BASE_URL!;
  const organizer = await personOn(browser, base, 'Fay Phone');
  await createSpaces(organizer.page, ['Nursery']);
  const spaces = await (await organizer.page.request.get('/api/spaces')).json();
  const { invite } = await (await organizer.page.request.post('/api/invites', { data: { space_id: spaces.spaces[0].id, role: 'parent' } })).json();
  const visitor = await browser.newContext({ baseURL: base, viewport: { width: 390, height: 844 } });
  const page = await visitor.newPage();
  await page.goto(`/?invite=${invite.id}`);
  await expect(page.getByRole('button', { name: 'Send Magic Link' })).toBeVisible();
  await expectAccessible(page);
  await saveScreenshot(page, 'invitation-phone');
  await page.getByRole('button', { name: 'Sign In with Password' }).click();
  await expect(page).toHaveURL(/\/auth\?/);
  expect(new URL(page.url()).searchParams.get('redirect')).toBe(`/?invite=${invite.id}`);
  await visitor.close();
  await organizer.context.close();
});

