import { z } from 'zod';

// As the storefront does (apps/web/src/app/zodWithoutEval.ts): no `new Function` probe, which the
// Content-Security-Policy that scripts/test-storybook.mjs serves Storybook under would report.
// preview.tsx imports this first, before any module that makes a schema.
z.config({ jitless: true });
