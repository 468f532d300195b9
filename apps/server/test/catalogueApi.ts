import { describe } from 'vitest';
import type { Database } from '../src/db/database';
import { badInputTests } from './catalogue/badInputSuite';
import { categoryTests } from './catalogue/categorySuite';
import { contentTests } from './catalogue/contentSuite';
import { detailTests } from './catalogue/detailSuite';
import { freightTests } from './catalogue/freightSuite';
import { useCatalogueHarness } from './catalogue/harness';
import { productPageTests } from './catalogue/productPageSuite';
import { searchMatchingTests } from './catalogue/searchMatchingSuite';
import { searchPlanTests } from './catalogue/searchPlanSuite';
import { searchTests } from './catalogue/searchSuite';
import { suggestionTests } from './catalogue/suggestionSuite';

/**
 * Every catalogue call over HTTP (`app.inject`) against whichever database `open` gives, on a
 * fixture catalogue the tests write themselves. PGlite and a real PostgreSQL server must agree.
 */
export function describeCatalogueApi(
  name: string,
  open: () => Promise<Database | { unavailable: string }>,
  skipReason?: string,
) {
  describe.skipIf(skipReason !== undefined)(`${name}: catalogue calls over HTTP`, () => {
    const harness = useCatalogueHarness(open);
    describe('category tree', () => categoryTests(harness));
    describe('product lists', () => productPageTests(harness));
    describe('search', () => searchTests(harness));
    describe('search matching and ranking', () => searchMatchingTests(harness));
    describe('search suggestions', () => suggestionTests(harness));
    describe('product page', () => detailTests(harness));
    describe('freight estimate', () => freightTests(harness));
    describe('content, brands, warehouses, random list', () => contentTests(harness));
    describe('bad input', () => badInputTests(harness));
    // Last: it adds a few thousand generated products (and removes them after).
    describe('search plan on a few thousand products', () => searchPlanTests(harness));
  });
}
