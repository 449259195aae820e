import { expect, type Page } from '@playwright/test';

// Quick accounts for tests that are about something else: sign up through the API, then open the
// confirmation link kept in the development outbox (/dev/mail), which signs the browser in.

export const TEST_PASSWORD = 'kettle-boils-twice';

export const uniqueEmail = (label: string) => `${label}.${Date.now()}.${Math.floor(Math.random() * 1e6)}@example.com`;

/** The newest outbox link sent to `email` whose subject matches. */
export async function outboxLink(page: Page, email: string, subject: RegExp): Promise<string> {
  let link: string | undefined;
  await expect(async () => {
    const html = await (await page.request.get('/dev/mail')).text();
    for (const article of html.split('<article>').slice(1)) {
      const to = /To <strong>([^<]+)<\/strong>/.exec(article)?.[1];
      const title = /<h2>([^<]+)<\/h2>/.exec(article)?.[1] ?? '';
      const href = /<a class="button" href="([^"]+)"/.exec(article)?.[1];
      if (to === email && subject.test(title) && href) {
        link = href.replace(/&amp;/g, '&');
        break;
      }
    }
    expect(link, `an e-mail to ${email}`).toBeTruthy();
  }).toPass({ timeout: 10_000 });
  return link!;
}

/** Signs a new person up and in (in this page's browser context); returns their e-mail. */
export async function signUpAndSignIn(page: Page, name: string): Promise<string> {
  const email = uniqueEmail(name.split(' ')[0]!.toLowerCase());
  const response = await page.request.post('/api/auth/sign-up/email', {
    data: { email, password: TEST_PASSWORD, full_name: name },
  });
  expect(response.status()).toBe(200);
  await page.goto(await outboxLink(page, email, /Confirm your email/));
  // The first page of a new browser context compiles the whole app: the slowest load of any test.
  await expect(page.getByRole('heading', { name: 'Email Confirmed!' })).toBeVisible({ timeout: 15_000 });
  return email;
}
