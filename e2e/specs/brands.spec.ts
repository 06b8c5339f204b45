import { brandDetail, brandTeam, COMMUNITY } from '../fixtures/community.ts';
import { expect, login, test } from '../fixtures/index.ts';

// demo-musician owns brand 2 (two applications waiting in the seed); demo-brand is a member of brand 1.
const OWNED = 2;

test('brands: applying asks for a reason, shows the pending state, and the provider’s refusals', async ({
  app,
  page,
  mock,
  request,
}) => {
  const token = await login(page, mock, 'demo-user');
  await app.open(COMMUNITY.brands);
  const card = page.getByRole('link', { name: /Awei Studio/ });
  await card.click();
  await app.expectRoute(COMMUNITY.brand(OWNED));
  await expect(page.getByRole('heading', { name: 'Team' })).toBeVisible();
  await expect(page.getByRole('heading', { name: 'Latest works' })).toBeVisible();
  await page.getByRole('link', { name: 'Apply to join' }).click();
  await app.expectRoute(COMMUNITY.apply(OWNED));

  await page.getByRole('button', { name: 'Send application' }).click();
  await expect(page.getByRole('alert')).toHaveText('Please enter the reason');
  await page.getByLabel('Why do you want to join?').fill('I play Bass House every weekend & "love" it');
  await page.getByRole('button', { name: 'Send application' }).click();
  await app.expectToastShown('Application submitted');
  await expect(page.getByRole('status').filter({ hasText: 'waiting for the owner' })).toBeVisible();
  expect((await brandDetail(request, OWNED, token)).applied).toBe(true);

  // The brand's page shows it too, from the provider, after a fresh start.
  await app.open(COMMUNITY.brand(OWNED));
  await expect(page.getByText("Your application is waiting for the owner's answer.")).toBeVisible();
  await expect(page.getByRole('link', { name: 'Apply to join' })).toHaveCount(0);

  // A second application elsewhere is refused by the provider; its message stays beside the form.
  await app.open(COMMUNITY.apply(5));
  await page.getByLabel('Why do you want to join?').fill('Another team');
  await page.getByRole('button', { name: 'Send application' }).click();
  await app.expectToastShown('You already have an application pending');
  await expect(page.getByRole('alert')).toHaveText('You already have an application pending');
  expect((await brandDetail(request, 5, token)).applied).toBe(false);

  // Someone already on a team is told so by the provider.
  await mock.scenario({ path: '/api/h5.brand/apply', times: 1, code: 0, msg: 'You have already joined a brand' });
  await page.getByRole('button', { name: 'Send application' }).click();
  await expect(page.getByRole('alert')).toHaveText('You have already joined a brand');
});

test('brands: the owner accepts and declines applications and removes a member after confirming', async ({
  app,
  page,
  mock,
  request,
}) => {
  const token = await login(page, mock, 'demo-musician');
  const before = await brandTeam(request, token);
  expect(before.role).toBe('owner');
  const [first, second] = before.applications;
  if (!first || !second) throw new Error('the seed has two applications to brand 2');
  const firstName = first.user.nickname;
  const secondName = second.user.nickname;

  await app.open(COMMUNITY.centre);
  await expect(page.getByRole('heading', { name: '2 applications waiting' })).toBeVisible();
  await page.getByRole('button', { name: `Accept ${firstName}` }).click();
  await app.expectToastShown('Accepted: they are on the team now');
  await expect(page.getByRole('heading', { name: '1 application waiting' })).toBeVisible();
  await page.getByRole('button', { name: `Decline ${secondName}` }).click();
  await app.expectToastShown('Application declined');
  await expect(page.getByText('No applications waiting.')).toBeVisible();

  const answered = await brandTeam(request, token);
  expect(answered.applications).toEqual([]);
  expect(answered.members.map((m) => m.user_id)).toContain(first.user.id);
  expect(answered.members.map((m) => m.user_id)).not.toContain(second.user.id);
  expect(answered.brand.members).toBe(before.brand.members + 1);

  // Removing asks first; cancelling keeps the member.
  const members = page.getByRole('list', { name: 'Team' });
  await members.getByRole('button', { name: `Remove ${firstName}` }).click();
  await expect(app.dialog).toContainText(`${firstName} will no longer be on the team.`);
  await app.dialog.getByRole('button', { name: 'Cancel' }).click();
  expect((await brandTeam(request, token)).members.map((m) => m.user_id)).toContain(first.user.id);
  await members.getByRole('button', { name: `Remove ${firstName}` }).click();
  await app.dialog.getByRole('button', { name: 'Remove' }).click();
  await app.expectToastShown('Removed from the team');
  await expect(members.getByText(firstName)).toHaveCount(0);
  const after = await brandTeam(request, token);
  expect(after.members.map((m) => m.user_id)).not.toContain(first.user.id);
  // The owner has no remove button of their own.
  await expect(members.getByRole('button', { name: /^Remove/ })).toHaveCount(after.members.length - 1);

  // The owner edits the profile.
  await page.getByRole('link', { name: 'Edit profile' }).click();
  await app.expectRoute(COMMUNITY.edit);
  await page.getByLabel('Description').fill('Originals & remixes by "DJ Awei"');
  await page.getByRole('button', { name: 'Save' }).click();
  await app.expectToastShown('Saved');
  await app.expectRoute(COMMUNITY.centre);
  await expect(page.getByText('Originals & remixes by "DJ Awei"')).toBeVisible();
  expect((await brandTeam(request, token)).brand.description).toBe('Originals &amp; remixes by &quot;DJ Awei&quot;');
});

test('brands: a member who is not the owner sees the team but cannot edit it', async ({ app, page, mock, request }) => {
  const token = await login(page, mock, 'demo-brand');
  const team = await brandTeam(request, token);
  expect(team.role).toBe('member');
  await app.open(COMMUNITY.centre);
  await expect(page.getByRole('heading', { name: team.brand.name })).toBeVisible();
  await expect(page.getByRole('link', { name: 'Edit profile' })).toHaveCount(0);
  await expect(page.getByRole('button', { name: /^Remove/ })).toHaveCount(0);
  await expect(page.getByRole('button', { name: /^Accept/ })).toHaveCount(0);

  await app.open(COMMUNITY.edit);
  await expect(page.getByRole('alert')).toHaveText('Only the brand owner can edit the profile.');
  await expect(page.getByRole('button', { name: 'Save' })).toHaveCount(0);
  // The provider refuses the member as well.
  const refused = await request.post('/api/h5.brand/edit', {
    // The contract's English wording (the provider's default language is Chinese).
    headers: { token, 'Accept-Language': 'en' },
    data: { name: 'Taken over', logo: team.brand.logo, description: '' },
  });
  expect(await refused.json()).toMatchObject({ code: 0, msg: 'Only the brand owner can edit' });
  expect((await brandTeam(request, token)).brand.name).toBe(team.brand.name);
});
