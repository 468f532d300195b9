// The paying screens (issue 15) on a 360 x 780 phone in the four languages, beside the public ones
// of phone-screenshots.mjs: what a signed-in buyer sees paying an order and what finance,
// operations and procurement see in the staff console. Runs the built server with a fresh
// database and its development accounts, with the payment providers' doubles (ZainCash and FIB,
// the MPGS card gateway) and a bank account configured, so every method is offered. The data is
// made through the API as a buyer and the staff would make it: a new buyer with an order awaiting
// payment, money in the wallet, a saved card, a cash top-up waiting for finance, a transfer under
// review and an order to be paid in cash; the VIP development account with an order paid from
// its wallet whose price procurement lowered.
// Stops with an error when a screen scrolls sideways (wider than the phone).
//
//   pnpm build && node scripts/phone-screenshots-paying.mjs
import { spawn } from 'node:child_process';
import { randomUUID } from 'node:crypto';
import { mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { chromium } from 'playwright-core';
import * as prettier from 'prettier';
import { pdpd, requireBuild, root, startBuiltServer } from './builtServer.mjs';
import { CHROMIUM_ARGS, findChromium } from './chromium.mjs';

const LOCALES = ['ar', 'ckb', 'en', 'zh'];
const OUT_DIR = path.join(root, 'docs', 'screens');
const README = path.join(OUT_DIR, 'README.md');
/** The README's section this script writes; phone-screenshots.mjs keeps it when it rewrites the rest. */
const START_MARK = '<!-- paying:start -->';
const END_MARK = '<!-- paying:end -->';
const WIDTH = 360;
/** Spec section 9: the minimum order, 15 USD. */
const MINIMUM_ORDER_CENTS = 1_500;
const PAYMENT_PASSWORD = '246810';
/** Development accounts (apps/server/src/modules/roles/devAccounts.ts), made at the server's start. */
const DEV = {
  vip: { account: 'dev.vip@example.com', password: 'Tijara-vip-1' },
  finance: { account: 'dev.finance@example.com', password: 'Tijara-finance-1' },
  operations: { account: 'dev.operations@example.com', password: 'Tijara-operations-1' },
  procurement: { account: 'dev.procurement@example.com', password: 'Tijara-procurement-12' },
};
/** Made-up provider settings, as the e2e run's (e2e/playwright.config.ts): no real account. */
const PROVIDERS = {
  ZAINCASH_CLIENT_ID: 'screens-zaincash',
  ZAINCASH_CLIENT_SECRET: 'screens-zaincash-secret',
  ZAINCASH_API_KEY: 'screens-zaincash-key',
  FIB_CLIENT_ID: 'screens-fib',
  FIB_CLIENT_SECRET: 'screens-fib-secret',
  MPGS_MERCHANT_ID: 'SCREENS01',
  MPGS_API_PASSWORD: 'screens-mpgs-password',
};
const BANK_ACCOUNT = {
  bankName: 'Rafidain Bank',
  branchName: 'Baghdad, Al-Mansour',
  accountName: 'Tijara Trading',
  swiftCode: 'RAFBIQBA',
  accountNumber: '0012 3456 7890',
};
/** MPGS's published Mastercard test card (mpgsDouble.ts TEST_CARDS), which the double approves. */
const TEST_CARD = { number: '5123450000000008', securityCode: '100', expiryMonth: '01', expiryYear: '39' };

/** The catalogue's text of `id` in `locale` (apps/web/src/i18n/messages). */
const catalogues = Object.fromEntries(
  LOCALES.map((locale) => [
    locale,
    JSON.parse(readFileSync(path.join(root, 'apps/web/src/i18n/messages', `${locale}.json`), 'utf8')),
  ]),
);
const text = (locale, id) => {
  const value = catalogues[locale][id];
  if (typeof value !== 'string') throw new Error(`no message ${id} in ${locale}`);
  return value;
};

/** A port free now, for the server whose address the providers' doubles send the buyer back to. */
function freePort() {
  return new Promise((resolve, reject) => {
    const server = createServer();
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const { port } = server.address();
      server.close(() => resolve(port));
    });
  });
}

/** Runs a double's start script (TypeScript, through tsx); resolves with it and the JSON line it prints. */
function startDouble(script, env) {
  return new Promise((resolve, reject) => {
    const child = spawn(process.execPath, ['--import', 'tsx', script], {
      cwd: path.join(root, 'apps/server'),
      env: { ...process.env, ...env },
      stdio: ['ignore', 'pipe', 'inherit'],
    });
    let output = '';
    child.stdout.setEncoding('utf8');
    child.stdout.on('data', (chunk) => {
      output += chunk;
      const line = output.split('\n').find((candidate) => candidate.startsWith('{'));
      if (line && output.includes('\n')) resolve({ child, urls: JSON.parse(line) });
    });
    child.once('exit', (code) => reject(new Error(`${script} exited with ${code} before it listened`)));
  });
}

/** One /pdpd call as `token` in Arabic; its `data`, or an error with the envelope's message. */
async function call(base, token, pathName, body) {
  const response = await fetch(`${base}/pdpd${pathName}`, {
    method: 'POST',
    headers: { authorization: `Bearer ${token}`, language: '9', 'content-type': 'application/json' },
    body: JSON.stringify(body ?? {}),
  });
  const envelope = await response.json();
  if (!envelope.success) throw new Error(`${pathName}: ${envelope.msg}`);
  return envelope.data;
}

const signIn = async (base, { account, password }) =>
  (await pdpd(base, '/hello/user/login/login', { type: 1, account, password })).token;

/** A new buyer, registered through the API; their token. */
async function newBuyer(base) {
  const digits = String(Date.now()).slice(-8);
  const password = `pass-${digits}`;
  const { token } = await pdpd(base, '/hello/user/login/register', {
    userName: `screens${digits}`,
    email: `screens${digits}@example.com`,
    phone: `077${digits}`,
    password,
    confirmPassword: password,
    areaId: '964',
  });
  return token;
}

/**
 * For each best seller, its in-stock variant that makes the cheapest order of at least the minimum
 * (one line, the quantity it takes); the cheapest of them first, so the orders are of ordinary size.
 */
async function orderableLines(base) {
  const found = [];
  for (const card of await pdpd(base, '/hello/randomList/list', { pageSize: 30 })) {
    const detail = await pdpd(base, '/hello/product/detail', {
      productId: card.id,
      platformType: card.platformType,
    });
    const lines = detail.variants
      .map((variant) => {
        const price = variant.promotionPrice ?? variant.price;
        const quantity = Math.max(1, detail.minOrder ?? 1, Math.ceil(MINIMUM_ORDER_CENTS / price));
        return {
          productId: detail.id,
          skuId: variant.skuId,
          quantity,
          stock: variant.skuStock,
          total: quantity * price,
        };
      })
      .filter(
        (line) =>
          line.quantity <= line.stock && (detail.maxOrder === null || line.quantity <= detail.maxOrder),
      )
      .sort((a, b) => a.total - b.total);
    if (lines[0]) found.push(lines[0]);
  }
  return found
    .sort((a, b) => a.total - b.total)
    .map(({ productId, skuId, quantity }) => ({ productId, skuId, quantity }));
}

/** An order of `line`, picked up at the Baghdad warehouse, awaiting payment; its number. */
async function placeOrder(base, token, line) {
  const { id } = await call(base, token, '/hello/cart/addCart', line);
  const { orderNo } = await call(base, token, '/hello/order/createOrder', {
    requestId: randomUUID(),
    itemIds: [id],
    deliveryMethod: 2,
  });
  return orderNo;
}

/** Saves the test card as the buyer's, through a hosted session of the MPGS double. */
async function saveCard(base, token, gatewayUrl) {
  const { sessionId } = await call(base, token, '/hello/pay/uwebuyPayPci', {});
  for (const [field, value] of Object.entries(TEST_CARD)) {
    const response = await fetch(`${gatewayUrl}/form/session/${encodeURIComponent(sessionId)}/field`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ field, value }),
    });
    if ((await response.json()).ok !== true) throw new Error(`the card double refused ${field}`);
  }
  await call(base, token, '/hello/bankCard/add', {
    sessionId,
    paymentPassword: PAYMENT_PASSWORD,
    paymentPasswordConfirmation: PAYMENT_PASSWORD,
  });
}

/** Pays stage 1 of `orderNo` by bank transfer with `picture` as the voucher; the stage goes to review. */
async function payByTransfer(base, token, orderNo, picture) {
  const form = new FormData();
  form.append('file', new Blob([picture], { type: 'image/png' }), 'voucher.png');
  const response = await fetch(`${base}/pdpd/upload/image`, {
    method: 'POST',
    headers: { authorization: `Bearer ${token}`, language: '9' },
    body: form,
  });
  const envelope = await response.json();
  if (!envelope.success) throw new Error(`/upload/image: ${envelope.msg}`);
  await call(base, token, '/hello/pay/payOrder/create', { orderNo, stage: 1 });
  await call(base, token, '/hello/pay/payment', {
    orderNo,
    stage: 1,
    method: 'bank_transfer',
    voucherIds: [envelope.data.voucherId],
    idempotencyKey: randomUUID(),
  });
}

/** A 360 x 780 phone signed in with `token` (or signed out), in `locale`. */
async function phone(browser, base, locale, token) {
  const context = await browser.newContext({
    viewport: { width: WIDTH, height: 780 },
    deviceScaleFactor: 1,
    isMobile: true,
    hasTouch: true,
    reducedMotion: 'reduce',
  });
  await context.addCookies([
    { name: 'tijara.locale', value: locale, url: base },
    ...(token ? [{ name: 'tijara.session', value: token, url: base }] : []),
  ]);
  await context.addInitScript(
    ({ chosen, session }) => {
      localStorage.setItem('tijara.locale', chosen);
      if (session) localStorage.setItem('tijara.session', session);
    },
    {
      chosen: locale,
      session: token ? JSON.stringify({ id: `screens-${randomUUID()}`, token, user: null }) : null,
    },
  );
  return context;
}

/** Loads `address` and waits until the page answers and has read what it shows. */
async function open(page, base, address) {
  await page.goto(`${base}${address}`, { waitUntil: 'networkidle' });
  await page.waitForFunction(() => performance.getEntriesByName('tijara:interactive').length > 0);
  await page.mouse.move(4, 400);
  await page.waitForFunction(() => document.querySelector('[aria-busy="true"]') === null, undefined, {
    timeout: 15_000,
  });
}

requireBuild();
const dataDir = mkdtempSync(path.join(tmpdir(), 'tijara-screens-paying-'));
const port = await freePort();
const base = `http://127.0.0.1:${port}`;
const providers = await startDouble('src/modules/payment/providers/doubles/run.ts', {
  ...PROVIDERS,
  ZAINCASH_WEBHOOK_URL: `${base}/pdpd/hello/pay/provider/zaincash/webhook`,
});
const gateway = await startDouble('src/modules/card/gateway/runDouble.ts', PROVIDERS);
const { child } = await startBuiltServer(dataDir, {
  PORT: String(port),
  ...PROVIDERS,
  ...providers.urls,
  ...gateway.urls,
  PAYMENT_BANK_ACCOUNTS: JSON.stringify([BANK_ACCOUNT]),
  PAYMENT_PUBLIC_URL: base,
});
const browser = await chromium.launch({ executablePath: findChromium(), args: CHROMIUM_ARGS });
const shots = [];
const overflowing = [];
try {
  const staff = {
    finance: await signIn(base, DEV.finance),
    operations: await signIn(base, DEV.operations),
    procurement: await signIn(base, DEV.procurement),
  };
  const lines = await orderableLines(base);
  if (lines.length < 4) throw new Error(`only ${lines.length} products can make a minimum order`);

  // The buyer: an order awaiting payment, a payment password, a saved card, a cash top-up waiting
  // for finance, and a second order whose transfer finance is to review.
  const buyer = await newBuyer(base);
  const awaiting = await placeOrder(base, buyer, lines[0]);
  await call(base, buyer, '/hello/user/paymentPassword/set', {
    paymentPassword: PAYMENT_PASSWORD,
    paymentPasswordConfirmation: PAYMENT_PASSWORD,
  });
  await saveCard(base, buyer, gateway.urls.MPGS_BASE_URL);
  // Enough in the wallet to pay the stage with it (a cash top-up finance approved), and a second
  // cash top-up still waiting for finance.
  const stage = await call(base, buyer, '/hello/pay/payOrder/create', { orderNo: awaiting, stage: 1 });
  const paidIn = await call(base, buyer, '/hello/wallet/topUp/create', {
    requestId: randomUUID(),
    method: 'cash',
    amountIqd: Math.ceil((stage.amountIqd + 100_000) / 1_000) * 1_000,
  });
  await call(base, staff.finance, '/hello/staff/wallet/topUpApprove', { topUpId: paidIn.id });
  await call(base, buyer, '/hello/wallet/topUp/create', {
    requestId: randomUUID(),
    method: 'cash',
    amountIqd: 250_000,
  });
  const transferred = await placeOrder(base, buyer, lines[1]);
  const voucherPage = await (await phone(browser, base, 'en', buyer)).newPage();
  await open(voucherPage, base, `/trade_flow?orderNo=${transferred}&stage=1&method=bank_transfer`);
  await payByTransfer(base, buyer, transferred, await voucherPage.screenshot());
  await voucherPage.context().close();
  // A third order the buyer chose to pay in cash at the store, which they may switch from.
  const inCash = await placeOrder(base, buyer, lines[3]);
  await call(base, buyer, '/hello/pay/payOrder/create', { orderNo: inCash, stage: 1 });
  await call(base, buyer, '/hello/pay/payment', {
    orderNo: inCash,
    stage: 1,
    method: 'cash',
    idempotencyKey: randomUUID(),
  });
  const [review] = (await call(base, staff.finance, '/hello/staff/payment/reviewList', {})).filter(
    (item) => item.orderNo === transferred,
  );

  // The VIP: an order paid from the wallet (topped up in cash, approved by finance), whose goods
  // price procurement then lowered by 3 % (the floor is 95 %).
  const vip = await signIn(base, DEV.vip);
  const negotiated = await placeOrder(base, vip, lines[2]);
  await call(base, vip, '/hello/user/paymentPassword/set', {
    paymentPassword: PAYMENT_PASSWORD,
    paymentPasswordConfirmation: PAYMENT_PASSWORD,
  }).catch(() => {}); // Set by an earlier run against the same account: the same password.
  const { amountIqd } = await call(base, vip, '/hello/pay/payOrder/create', {
    orderNo: negotiated,
    stage: 1,
  });
  const topUp = await call(base, vip, '/hello/wallet/topUp/create', {
    requestId: randomUUID(),
    method: 'cash',
    amountIqd: amountIqd + 50_000,
  });
  await call(base, staff.finance, '/hello/staff/wallet/topUpApprove', { topUpId: topUp.id });
  await call(base, vip, '/hello/pay/payment', {
    orderNo: negotiated,
    stage: 1,
    method: 'wallet',
    paymentPassword: PAYMENT_PASSWORD,
    idempotencyKey: randomUUID(),
  });
  const prices = await call(base, vip, '/hello/order/priceChanges', { orderNo: negotiated });
  await call(base, staff.procurement, '/hello/staff/order/changePrice', {
    orderNo: negotiated,
    amount: Math.ceil(prices.current * 0.97),
    note: 'Supplier discount',
    idempotencyKey: randomUUID(),
  });

  const screens = [
    {
      name: 'pay-methods',
      as: buyer,
      path: `/trade_flow?orderNo=${awaiting}&stage=1`,
      show: (page) => page.getByRole('radio').first(),
    },
    {
      name: 'pay-wallet',
      as: buyer,
      path: `/trade_flow?orderNo=${awaiting}&stage=1&method=wallet`,
      // Down to its button: the wallet's option, the balance it takes and the password's boxes.
      show: (page, locale) => page.getByRole('button', { name: text(locale, 'payment.wallet.submit') }),
      align: 'end',
    },
    {
      name: 'pay-card',
      as: buyer,
      path: `/trade_flow?orderNo=${awaiting}&stage=1&method=card`,
      show: (page) => page.getByRole('radio', { checked: true }).first(),
    },
    { name: 'payment-result', as: buyer, path: `/payment-result?orderNo=${transferred}&stage=1` },
    { name: 'switch-pay', as: buyer, path: `/switch-pay?orderNo=${inCash}&stage=1` },
    { name: 'wallet', as: buyer, path: '/individualCenter/wallet' },
    { name: 'wallet-top-up', as: buyer, path: '/individualCenter/wallet', press: 'wallet.topUp.open' },
    { name: 'cards', as: buyer, path: '/individualCenter/cards' },
    {
      name: 'order-negotiated',
      as: vip,
      path: `/order-details?orderNo=${negotiated}`,
      show: (page, locale) => page.getByRole('heading', { name: text(locale, 'orders.negotiated.title') }),
    },
    { name: 'staff-finance-queue', as: staff.finance, path: '/staff/finance' },
    {
      name: 'staff-finance-review',
      as: staff.finance,
      path: `/staff/finance/review?attemptId=${review.attemptId}`,
    },
    { name: 'staff-top-ups', as: staff.finance, path: '/staff/finance/top-ups' },
    { name: 'staff-second-stage', as: staff.operations, path: '/staff/second-stage' },
    {
      name: 'staff-price-change',
      as: staff.procurement,
      path: `/staff/procurement/price-change?orderNo=${negotiated}`,
    },
  ];
  mkdirSync(OUT_DIR, { recursive: true });
  for (const locale of LOCALES) {
    /** One browser context per account, opened as first needed. */
    const contexts = new Map();
    for (const screen of screens) {
      if (!contexts.has(screen.as)) contexts.set(screen.as, await phone(browser, base, locale, screen.as));
      const page = contexts.get(screen.as).pages()[0] ?? (await contexts.get(screen.as).newPage());
      await open(page, base, screen.path);
      // The part of a long page the screen is about, near the top under the store's header.
      // (The header and the tab bar stay on screen: the part is kept clear of them.)
      if (screen.show) {
        await screen.show(page, locale).evaluate((element, align) => {
          element.scrollIntoView({ block: align });
          window.scrollBy(0, align === 'end' ? 80 : -140);
        }, screen.align ?? 'start');
      }
      if (screen.press) {
        await page.getByRole('button', { name: text(locale, screen.press), exact: true }).click();
        await page.getByRole('dialog').waitFor();
      }
      await page.evaluate(() => document.fonts.ready);
      await page.waitForTimeout(300);
      const width = await page.evaluate(() => document.documentElement.scrollWidth);
      if (width > WIDTH) overflowing.push(`${locale} ${screen.name}: ${width} px wide`);
      const file = `${locale}-${screen.name}.png`;
      writeFileSync(path.join(OUT_DIR, file), await page.screenshot({ animations: 'disabled' }));
      shots.push({ locale, screen: screen.name, file });
    }
    for (const context of contexts.values()) await context.close();
  }
} finally {
  await browser.close();
  child.kill('SIGTERM');
  providers.child.kill('SIGTERM');
  gateway.child.kill('SIGTERM');
  rmSync(dataDir, { recursive: true, force: true });
}

const titles = { ar: 'العربية', ckb: 'کوردی', en: 'English', zh: '中文' };
const screenNames = [...new Set(shots.map((shot) => shot.screen))];
const section = [
  START_MARK,
  '',
  '## Paying, signed in and in the staff console',
  '',
  'A buyer paying an order (issue 15) and the staff console, on the same phone and from the same',
  'built app, with the payment providers replaced by their doubles and the development accounts',
  `(\`node scripts/phone-screenshots-paying.mjs\` after \`pnpm build\`; taken ${new Date().toISOString().slice(0, 10)}).`,
  'The transfer voucher under review is a screenshot of the transfer page; the card is the gateway’s test card.',
  '',
  `| screen | ${LOCALES.map((locale) => titles[locale]).join(' | ')} |`,
  `| --- | ${LOCALES.map(() => '---').join(' | ')} |`,
  ...screenNames.map(
    (name) =>
      `| ${name} | ${LOCALES.map((locale) => `<img src="${locale}-${name}.png" width="180" alt="${name}, ${titles[locale]}">`).join(' | ')} |`,
  ),
  '',
  END_MARK,
].join('\n');
const current = readFileSync(README, 'utf8');
const start = current.indexOf(START_MARK);
const end = current.indexOf(END_MARK);
const readme =
  start === -1 || end === -1
    ? `${current.trimEnd()}\n\n${section}\n`
    : `${current.slice(0, start)}${section}${current.slice(end + END_MARK.length)}`;
// Written as the repository's formatter writes it, so `prettier --check` passes on the result.
const prettierOptions = (await prettier.resolveConfig(README)) ?? {};
writeFileSync(README, await prettier.format(readme, { ...prettierOptions, filepath: README }));
console.log(`${shots.length} screenshots in ${path.relative(root, OUT_DIR)}`);
if (overflowing.length > 0) {
  console.error(`Wider than the ${WIDTH} px phone (scrolls sideways):\n${overflowing.join('\n')}`);
  process.exit(1);
}
