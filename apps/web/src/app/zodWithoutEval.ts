import { z } from 'zod';

// Zod compiles a fast parser for each object schema with `new Function` where the page allows it,
// and finds out by trying once, when the first object schema is made. The storefront's
// Content-Security-Policy allows no eval (apps/server/src/http/contentSecurityPolicy.ts), so the
// try fails and is reported as a policy violation. Jitless mode skips both; parsing stays the same
// and a little slower, on a handful of small answers per page. main.tsx imports this module first,
// before any module that makes a schema.
z.config({ jitless: true });
