import { PRODUCT_SORTS, type ProductSort } from '@tijara/api';
import { Select } from '@tijara/ui';
import { defineMessages, useIntl } from 'react-intl';

/** The server's own order (relevance for a search, monthly sales for a list) is the first choice. */
const SERVER_ORDER = 'default' as const;

const sortLabels = defineMessages({
  [SERVER_ORDER]: { id: 'catalogue.sort.default' },
  sales: { id: 'catalogue.sort.sales' },
  priceAsc: { id: 'catalogue.sort.priceAsc' },
  priceDesc: { id: 'catalogue.sort.priceDesc' },
  newest: { id: 'catalogue.sort.newest' },
}) satisfies Record<ProductSort | typeof SERVER_ORDER, unknown>;

export interface SortSelectProps {
  /** Undefined: the server's order. */
  value: ProductSort | undefined;
  onChange: (sort: ProductSort | undefined) => void;
  className?: string;
}

/** A product list's order: the server's, sales, price up and down, newest. */
export function SortSelect({ value, onChange, className }: SortSelectProps) {
  const intl = useIntl();
  const options = ([SERVER_ORDER, ...PRODUCT_SORTS] as const).map((id) => ({
    id,
    label: intl.formatMessage(sortLabels[id]),
  }));
  return (
    <Select
      className={className}
      label={intl.formatMessage({ id: 'catalogue.sort.label' })}
      items={options}
      value={value ?? SERVER_ORDER}
      onChange={(key) => onChange(PRODUCT_SORTS.find((option) => option === key))}
    />
  );
}
