import { expect, test } from './fixtures.ts';
import { buyPackage, newConfirmedPoster } from './new-poster.ts';

// Staff refund a package from its order in the back office: the question names the amount the
// API gives back (its unused credits' share of what was paid; it named the list price), the order
// reads refunded without a reload, and the poster's packages page says the package was refunded.
test('staff refund a package: the amount asked is what comes back, and both sides see it refunded', async ({
  page,
  browser,
}) => {
  test.setTimeout(90_000);
  await newConfirmedPoster(page);
  const orderIri = await buyPackage(page);
  const order = await (await page.request.get(orderIri)).json();
  const line = order.items[0];
  expect(line.refundable).toBe(line.paid);
  const dollars = (cents: number) => `$${(cents / 100).toFixed(2)}`;

  const staffContext = await browser.newContext();
  const staff = await staffContext.newPage();
  const login = await staff.request.post('/api/login/check', {
    data: { email: 'staff@goodfoodjobs.local', password: 'good-food-demo' },
  });
  expect(login.status()).toBe(200);
  await staff.goto(`/admin/#/shopping-cart-orders/${encodeURIComponent(orderIri)}/show`);
  const row = staff.getByRole('row').filter({ hasText: line.name });
  await expect(row).toBeVisible({ timeout: 20_000 });
  await expect(row).toContainText(dollars(line.paid));
  const asked: string[] = [];
  staff.once('dialog', async (dialog) => {
    asked.push(dialog.message());
    await dialog.accept();
  });
  await row.getByRole('button', { name: 'Refund' }).click();
  await expect(
    staff.getByRole('status').filter({ hasText: `Refunded ${dollars(line.paid)}.` }),
  ).toBeVisible();
  expect(asked).toEqual([
    `Refund ${line.name} (${dollars(line.paid)} of ${dollars(line.paid)} paid)? Its unused credits are withdrawn; listings it already paid for stay on the site.`,
  ]);
  // Read again at once: the line, and the order's status (it said "paid" until a reload).
  await expect(row.getByRole('cell', { name: 'Refunded', exact: true })).toBeVisible();
  await expect(staff.getByText('refunded', { exact: true })).toBeVisible();
  await staffContext.close();

  await page.goto('/account/posters/jobpackages');
  const mine = page.getByRole('row').filter({ hasText: line.name });
  await expect(mine.getByRole('rowheader')).toHaveText(`${line.name} (refunded)`);
  await expect(mine.getByRole('cell').nth(1)).toHaveText('0');
});
