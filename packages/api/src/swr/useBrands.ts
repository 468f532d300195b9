import { brandCooperationList, brandDetail, brandList, type ResponseOf } from '../contract';
import { STATIC_CONTENT_OPTIONS, type QueryState } from './queryState';
import { usePdpdQuery } from './usePdpdQuery';

type Brands = ResponseOf<typeof brandList>;
type BrandDetail = ResponseOf<typeof brandDetail>;

export interface BrandsState extends QueryState<Brands> {
  brands: Brands | undefined;
}

export interface BrandDetailState extends QueryState<BrandDetail> {
  /**
   * The brand for its page. `description` is null for a brand without one: the page then shows
   * spec section 2's "no information on this brand".
   */
  brand: BrandDetail | undefined;
}

const NO_REQUEST = {};

// Brands are staff-edited and change rarely: see `STATIC_CONTENT_OPTIONS` for why they do not
// refetch on focus or at each mount.

/** Every brand, or with `hot: true` the hot brands of `/hotBrand` (`/hello/front/brand/list`). */
export function useBrands(filter: { hot?: boolean } = {}): BrandsState {
  const { data, error, isLoading, mutate } = usePdpdQuery(
    brandList,
    { hot: filter.hot },
    STATIC_CONTENT_OPTIONS,
  );
  return { brands: data, error, isLoading, mutate };
}

/** One brand (`/hello/front/brand/detail`); `null` waits. An unknown brand is a 404 `error`. */
export function useBrandDetail(brandId: number | null): BrandDetailState {
  const { data, error, isLoading, mutate } = usePdpdQuery(
    brandDetail,
    brandId === null ? null : { brandId },
    STATIC_CONTENT_OPTIONS,
  );
  return { brand: data, error, isLoading, mutate };
}

/** The brands the provider cooperates with (`/hello/front/brand/cooperation/list`). */
export function useCooperationBrands(): BrandsState {
  const { data, error, isLoading, mutate } = usePdpdQuery(
    brandCooperationList,
    NO_REQUEST,
    STATIC_CONTENT_OPTIONS,
  );
  return { brands: data, error, isLoading, mutate };
}
