// The built server, started the way `npm start` starts it, for the scripts that measure or
// photograph the storefront (Lighthouse, the phone screenshots): on a free port, with a fresh
// embedded database in `dataDir` (the development catalogue is generated at its first start).
import { spawn } from 'node:child_process';
import { existsSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

export const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');

/** Stops with a message when the server or the storefront has not been built. */
export function requireBuild() {
  for (const file of ['apps/server/dist/main.js', 'apps/web/dist/index.html']) {
    if (!existsSync(path.join(root, file))) {
      console.error(`Build first (missing ${file}): pnpm build`);
      process.exit(2);
    }
  }
}

/**
 * Starts the server; resolves with its process and port once it listens. `env` adds to or
 * overrides its environment (the payment providers a run configures, a fixed PORT).
 */
export function startBuiltServer(dataDir, env = {}) {
  return new Promise((resolve, reject) => {
    const child = spawn(process.execPath, [path.join(root, 'apps/server/dist/main.js')], {
      env: { ...process.env, PORT: '0', HOST: '127.0.0.1', DATA_DIR: dataDir, LOG_LEVEL: 'warn', ...env },
      stdio: ['ignore', 'pipe', 'inherit'],
    });
    let output = '';
    child.stdout.setEncoding('utf8');
    child.stdout.on('data', (chunk) => {
      output += chunk;
      const match = /http:\/\/localhost:(\d+)\//.exec(output);
      if (match) resolve({ child, port: Number(match[1]) });
    });
    child.once('exit', (code) => reject(new Error(`the server exited with ${code} before it listened`)));
  });
}

/** One /pdpd call in Arabic; its `data`, or an error with the envelope's message. */
export async function pdpd(base, pathName, body) {
  const response = await fetch(`${base}/pdpd${pathName}`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', language: '9' },
    body: JSON.stringify(body),
  });
  const envelope = await response.json();
  if (!envelope.success) throw new Error(`${pathName}: ${envelope.msg}`);
  return envelope.data;
}

/** One authenticated /pdpd call in Arabic (a GET carries no body); its `data`, or an error. */
export async function pdpdAs(token, base, pathName, body, method = 'POST') {
  const response = await fetch(`${base}/pdpd${pathName}`, {
    method,
    headers: {
      authorization: `Bearer ${token}`,
      language: '9',
      ...(method === 'GET' ? {} : { 'content-type': 'application/json' }),
    },
    body: method === 'GET' ? undefined : JSON.stringify(body),
  });
  const envelope = await response.json();
  if (!envelope.success) throw new Error(`${pathName}: ${envelope.msg}`);
  return envelope.data;
}

/** How many different variants the measured cart holds. */
export const CART_LINES = 5;

/**
 * A new buyer, registered through the API, whose cart holds one unit of an in-stock variant of
 * each of CART_LINES different products; answers the session the storefront keeps in
 * localStorage for them (`tijara.session`, packages/api/src/swr/session.ts) and the products'
 * names, which the cart page shows.
 */
export async function cartBuyer(base) {
  const phone = `77${String(Date.now() % 100_000_000).padStart(8, '0')}`;
  const password = `pass-${phone}`;
  const { token } = await pdpd(base, '/hello/user/login/register', {
    userName: `lighthouse${phone}`,
    email: `lighthouse${phone}@example.com`,
    phone: `0${phone}`,
    password,
    confirmPassword: password,
    areaId: '964',
  });
  const user = await pdpdAs(token, base, '/hello/user/userInfo', undefined, 'GET');
  const names = [];
  for (const card of await pdpd(base, '/hello/randomList/list', { pageSize: 20 })) {
    if (names.length === CART_LINES) break;
    const detail = await pdpd(base, '/hello/product/detail', {
      productId: card.id,
      platformType: card.platformType,
    });
    const variant = detail.variants.find((candidate) => candidate.skuStock > 0);
    if (!variant) continue;
    await pdpdAs(token, base, '/hello/cart/addCart', {
      productId: detail.id,
      skuId: variant.skuId,
      quantity: 1,
    });
    names.push(detail.name);
  }
  if (names.length < CART_LINES) {
    throw new Error(`only ${names.length} of ${CART_LINES} products with a variant in stock`);
  }
  return { session: { id: `lighthouse.${phone}`, token, user }, names };
}
