import { expect, test, type APIRequestContext, type Page } from '@playwright/test'

import { E2E_ADMIN, expectAccessible, screenshotsOf, signedInClient } from './helpers'

/**
 * Public giving (decision 044): a guest gives a suggested amount, pays with
 * the test provider, reads the acknowledgement of the gift (said before paying,
 * mailed once, from staff's settings — decision 076) and sees the campaign's
 * progress move;
 * a signed-in person gives every year, finds it on the dashboard and stops
 * it; /donors lists who agreed to be named; the pages pass axe.
 */

// One journey: the person's gift follows the guest's on the same campaign.
test.describe.configure({ mode: 'serial' })

const shots = screenshotsOf('donors', { phone: true })

const GUEST_NAME = 'Greta Roofwell'
const DONOR = { email: 'dora@example.org', password: 'dora-password-1', name: 'Dora Donor' }
const ACKNOWLEDGEMENT = {
  legalName: 'Vernissage Arts Society Inc.',
  taxNumber: '12-3456789',
  deductibility: 'Your gift is tax-deductible to the extent allowed by law.',
}
let staff: APIRequestContext
let campaignId = 0

test.beforeAll(async ({ playwright }) => {
  staff = await signedInClient(playwright, E2E_ADMIN.email, E2E_ADMIN.password)
  const make = async (collection: string, data: Record<string, unknown>) => {
    const response = await staff.post(`/api/${collection}`, { data })
    expect(response.status(), await response.text()).toBe(201)
    return ((await response.json()) as { doc: { id: number } }).doc
  }
  campaignId = (
    await make('campaigns', {
      name: 'New studio roof',
      summary: 'A dry roof for the shared print studio before winter.',
      story: 'The print studio’s roof leaks.\n\nYour gift keeps the presses dry and the studio open all year.',
      goalMinor: 100_000,
      suggestedAmountsMinor: [2500, 5000, 10000],
      yearlyGiving: true,
      published: true,
    })
  ).id
  await make('donor-levels', { name: 'Friend', minimumYearlyMinor: 2500, description: '$25 or more in the year.' })
  await make('donor-levels', { name: 'Patron', minimumYearlyMinor: 50_000 })
  await make('users', { ...DONOR, roles: ['artlover'] })
  const settings = await staff.post('/api/globals/gift-acknowledgements', { data: ACKNOWLEDGEMENT })
  expect(settings.status(), await settings.text()).toBe(200)
})

test.afterAll(async () => {
  await staff.dispose()
})

async function payWithTestProvider(page: Page, total: string) {
  await page.waitForURL(/\/shop\/testpay\?session=/)
  await page.getByRole('button', { name: `Pay ${total}` }).click()
  await page.waitForURL(/\/shop\/orders\/V-\d{4}-\d{6}/)
  await expect(page.getByRole('heading', { level: 1, name: 'Gift acknowledgement' })).toBeVisible()
}

test('a guest gives a suggested amount, pays, sees the receipt, and the progress bar moves', async ({ page }) => {
  await page.goto('/donors')
  await expect(page.getByRole('heading', { level: 1, name: 'Our donors' })).toBeVisible()
  // Other journeys may have given already on this server: this guest is not among the donors yet.
  await expect(page.getByText(GUEST_NAME)).toHaveCount(0)
  await expectAccessible(page)
  await shots(page, 'list-before')

  await page.getByRole('link', { name: 'New studio roof' }).click()
  await expect(page).toHaveURL(/\/donors\/new-studio-roof$/)
  const bar = page.getByRole('progressbar', { name: 'Raised so far' })
  await expect(bar).toHaveAttribute('aria-valuenow', '0')
  await expect(page.getByText('0% of the goal · No gifts yet')).toBeVisible()
  await expectAccessible(page)

  // Nothing chosen: each problem in words beside its field.
  await page.getByRole('button', { name: 'Continue to payment' }).click()
  await expect(page.getByText('Choose an amount, or give one of your own.')).toBeVisible()
  await expect(page.getByText('Give your name, for the receipt and our thanks.')).toBeVisible()
  await expectAccessible(page)
  await shots(page, 'campaign-errors')

  // Yearly giving asks a guest to sign in, with a way back.
  await page.getByRole('radio', { name: '$50.00' }).check()
  await page.getByRole('radio', { name: 'Every year' }).check()
  await page.getByLabel('Name', { exact: true }).fill(GUEST_NAME)
  await page.getByLabel('Email', { exact: true }).fill('grace@example.org')
  await page.getByRole('button', { name: 'Continue to payment' }).click()
  await expect(page.getByText('Sign in to give every year: your account lets you stop')).toBeVisible()
  await expect(page.getByRole('link', { name: 'Sign in to give every year' })).toHaveAttribute(
    'href',
    '/login?next=%2Fdonors%2Fnew-studio-roof',
  )

  await page.getByRole('radio', { name: 'Once' }).check()
  await page.getByRole('radio', { name: '$50.00' }).check()
  await page.getByLabel('Dedicate this gift').selectOption('honour')
  await page.getByLabel('Their name').fill('Ada Lovelace')
  await page.getByRole('radio', { name: 'List my name among our donors' }).check()
  // Before paying, the page says what the gift is for the donor's records (decision 076).
  const terms = page.getByRole('group', { name: 'About your gift' })
  await expect(terms).toContainText('No goods or services are provided in exchange for a gift.')
  await expect(terms).toContainText(ACKNOWLEDGEMENT.deductibility)
  await expect(terms).toContainText(`from ${ACKNOWLEDGEMENT.legalName}, tax number ${ACKNOWLEDGEMENT.taxNumber}.`)
  // Other journeys mail this address too: only what this gift sends from here on counts.
  const since = new Date().toISOString()
  await page.getByRole('button', { name: 'Continue to payment' }).click()
  await payWithTestProvider(page, '$50.00')
  await expect(page.getByText('Gift to New studio roof').first()).toBeVisible()

  // The receipt is an acknowledgement of a gift, in a gift's words.
  await expect(page.getByText('Given by')).toBeVisible()
  await expect(page.getByText('Received with thanks')).toBeVisible()
  await expect(page.getByText('Bought by')).toHaveCount(0)
  const part = page.getByRole('region', { name: 'Acknowledgement of your gift' })
  await expect(part).toContainText(`${ACKNOWLEDGEMENT.legalName} received your gift of $50.00 to New studio roof on`)
  await expect(part).toContainText('No goods or services were provided in exchange for this gift.')
  await expect(part).toContainText(ACKNOWLEDGEMENT.deductibility)
  await expect(part).toContainText(ACKNOWLEDGEMENT.taxNumber)
  await expectAccessible(page)
  await shots(page, 'acknowledgement')

  // One mail, the acknowledgement, and no shop receipt besides.
  let mails: { subject: string; text: string; raw: string }[] = []
  await expect
    .poll(
      async () => {
        await staff.post('/testing/run-due-jobs', { data: { minutesAhead: 0 } })
        const response = await staff.get(
          `/api/outbox?where[to][equals]=grace%40example.org&where[createdAt][greater_than]=${encodeURIComponent(since)}&sort=-createdAt`,
        )
        mails = ((await response.json()) as { docs: typeof mails }).docs
        return mails.map((mail) => mail.subject)
      },
      { timeout: 60_000 },
    )
    .toEqual(['Acknowledgement of your gift to New studio roof'])
  const [mail] = mails
  expect(mail!.text).toMatch(/Thank you for your gift of \$50\.00 to New studio roof, received on \w+ \d{1,2}, \d{4}\./)
  expect(mail!.text).toContain('This gift was made in honour of Ada Lovelace.')
  expect(mail!.text).toContain('No goods or services were provided in exchange for this gift.')
  expect(mail!.text).toContain(ACKNOWLEDGEMENT.deductibility)
  expect(mail!.text).toContain(`${ACKNOWLEDGEMENT.legalName}\nTax number: ${ACKNOWLEDGEMENT.taxNumber}`)
  expect(mail!.raw).toMatch(/Content-Type: application\/pdf/)

  await page.goto('/donors/new-studio-roof')
  await expect(page.getByRole('progressbar', { name: 'Raised so far' })).toHaveAttribute('aria-valuenow', '5')
  await expect(page.getByText('5% of the goal · 1 gift')).toBeVisible()
  await expect(page.getByText('$50.00 raised of a $1,000.00 goal')).toBeVisible()
  await shots(page, 'campaign')

  // By its number, the campaign's page sends to its address.
  await page.goto(`/donors/${campaignId}`)
  await expect(page).toHaveURL(/\/donors\/new-studio-roof$/)

  await page.goto('/donors')
  const friends = page.getByRole('region', { name: 'Friend' })
  await expect(friends.getByRole('listitem').filter({ hasText: GUEST_NAME })).toHaveCount(1)
  await expectAccessible(page)
  await shots(page, 'list')
})

test('a signed-in person gives every year, finds it on the dashboard and stops it', async ({ page }) => {
  await page.goto('/login')
  await page.getByLabel('Email').fill(DONOR.email)
  await page.getByLabel('Password').fill(DONOR.password)
  await page.getByRole('button', { name: 'Sign in' }).click()
  await expect(page).toHaveURL(/\/dashboard/)

  await page.goto('/donors/new-studio-roof')
  await expect(page.getByText(`You are giving as ${DONOR.name}`)).toBeVisible()
  await expect(page.getByLabel('Email')).toHaveCount(0)
  await page.getByRole('radio', { name: 'Another amount' }).check()
  await page.getByLabel('Your amount').fill('30')
  await page.getByRole('radio', { name: 'Every year' }).check()
  await expectAccessible(page)
  await shots(page, 'campaign-signed-in')
  await page.getByRole('button', { name: 'Continue to payment' }).click()
  await payWithTestProvider(page, '$30.00')

  await page.goto('/dashboard')
  const giving = page.getByRole('region', { name: 'Your giving' })
  await expect(giving.getByRole('row', { name: /New studio roof \(yearly\)/ })).toContainText('$30.00')
  await expect(giving.getByText(/Next renewal on/)).toBeVisible()
  await expect(giving.getByRole('link', { name: /Giving statement for \d{4}/ })).toHaveAttribute(
    'href',
    /\/dashboard\/statements\/\d{4}$/,
  )
  await expectAccessible(page)
  await shots(page, 'dashboard')
  await giving.getByRole('button', { name: 'Stop this yearly gift to New studio roof' }).click()
  await expect(giving.getByText('Your yearly gift to New studio roof is stopped')).toBeVisible()
  await page.reload()
  await expect(page.getByRole('region', { name: 'Your giving' }).getByText(/Next renewal on/)).toHaveCount(0)
})

test('the giving form works without JavaScript', async ({ browser }) => {
  const context = await browser.newContext({ javaScriptEnabled: false })
  const page = await context.newPage()
  await page.goto('/donors/new-studio-roof')
  await page.getByRole('radio', { name: 'Another amount' }).check()
  await page.getByLabel('Your amount').fill('0.10')
  await page.getByLabel('Name', { exact: true }).fill('Nora No-Script')
  await page.getByLabel('Email', { exact: true }).fill('nora@example.org')
  await page.getByRole('button', { name: 'Continue to payment' }).click()
  await expect(page.getByText('The smallest gift online is $1.00.')).toBeVisible()
  await page.getByLabel('Your amount').fill('12')
  await page.getByRole('button', { name: 'Continue to payment' }).click()
  await page.waitForURL(/\/shop\/testpay\?session=/)
  await expect(page.getByRole('heading', { level: 1, name: 'Pay $12.00' })).toBeVisible()
  await context.close()
})
