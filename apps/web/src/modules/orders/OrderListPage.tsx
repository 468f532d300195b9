import { useOrderCounts, useOrderPage, type OrderPage } from '@tijara/api';
import { ORDER_TABS, type OrderStatus, type OrderTab } from '@tijara/domain';
import {
  Badge,
  Button,
  EmptyState,
  Link,
  OrderCard,
  Pagination,
  Skeleton,
  Tab,
  TabList,
  TabPanel,
  Tabs,
  type OrderCardItem,
} from '@tijara/ui';
import { FormattedMessage, useIntl } from 'react-intl';
import { useLocation, useSearchParams } from 'react-router';
import { usePriceCurrency } from '../../app/Price';
import { homeAddress, individualCenterAddress, orderDetailsAddress } from '../../app/routeTable';
import { usePageTitle } from '../../app/usePageTitle';
import { AccountCentre } from '../account/AccountCentre';
import * as frame from '../account/AccountCentre.css';
import * as styles from './OrderListPage.css';
import {
  emptyTabMessages,
  orderListPageOf,
  orderListPageOfPath,
  orderTabNames,
  orderTabOfPage,
} from './orderTabs';
import { orderListPageNumber, PAGE_PARAM } from './orderQuery';

/** How many cards the skeleton shows while a page loads. */
const SKELETON_CARDS = 3;

/**
 * Spec section 2, `/individualCenter/buyer_order_list` and its nine sub-pages: the buyer's orders,
 * filtered by the ten tabs (each tab is its page's link, with how many orders it lists as a badge
 * from `getStatusCount`), newest first, a page at a time. The tabs scroll sideways on a phone.
 */
export function OrderListPage() {
  const intl = useIntl();
  usePageTitle(intl.formatMessage({ id: 'orders.title' }));
  const { pathname } = useLocation();
  const tab = orderTabOfPage(orderListPageOfPath(pathname));
  const { counts } = useOrderCounts();

  return (
    <AccountCentre>
      <section className={frame.card}>
        <h1 className={frame.title}>
          <FormattedMessage id="orders.title" />
        </h1>
        <Tabs selectedKey={tab} className={styles.tabs}>
          <TabList aria-label={intl.formatMessage({ id: 'orders.tabs.label' })}>
            {ORDER_TABS.map((each) => (
              <Tab key={each} id={each} href={individualCenterAddress(orderListPageOf(each))}>
                <FormattedMessage {...orderTabNames[each]} />
                {counts && counts[each] > 0 ? (
                  <Badge
                    count={counts[each]}
                    label={intl.formatMessage({ id: 'orders.tab.count' }, { count: counts[each] })}
                  />
                ) : null}
              </Tab>
            ))}
          </TabList>
          <TabPanel id={tab}>
            <OrderTabPanel tab={tab} />
          </TabPanel>
        </Tabs>
      </section>
    </AccountCentre>
  );
}

/**
 * The card's lines: the summary carries the first ones' names and pictures
 * (`ORDER_SUMMARY_ITEMS`), the card shows as many and counts the rest ("and 3 more"), so the
 * others stand in as unnamed lines up to the order's `lineCount`; the card never shows them.
 */
function cardItemsOf(order: OrderPage['records'][number]): OrderCardItem[] {
  const shown = order.items.map((item) => ({ name: item.name, image: item.imageUrl ?? undefined }));
  const counted = Array.from({ length: Math.max(0, order.lineCount - shown.length) }, () => ({ name: '' }));
  return [...shown, ...counted];
}

/** One tab's orders: a page of cards and the pager, or the tab's empty state, or the failure. */
function OrderTabPanel({ tab }: { tab: OrderTab }) {
  const [search, setSearch] = useSearchParams();
  const pageNum = orderListPageNumber(search);
  const { page, error, isLoading, mutate } = useOrderPage(tab, pageNum);
  const priceCurrency = usePriceCurrency();

  if (!page && (isLoading || !error)) {
    return (
      <ul className={styles.cards} aria-busy="true">
        {Array.from({ length: SKELETON_CARDS }, (_, index) => (
          <li key={index} className={styles.skeletonCard}>
            <Skeleton shape="text" lines={4} />
          </li>
        ))}
      </ul>
    );
  }

  if (!page) {
    return (
      <EmptyState
        headingLevel={2}
        title={<FormattedMessage id="orders.failed" />}
        description={<FormattedMessage id="orders.failedHint" />}
        action={
          <Button variant="secondary" onPress={() => void mutate()}>
            <FormattedMessage id="orders.retry" />
          </Button>
        }
      />
    );
  }

  // A page past the end (an old link) lists nothing, but the tab has orders: the pager remains.
  if (page.total === 0) {
    return (
      <EmptyState
        headingLevel={2}
        title={<FormattedMessage {...emptyTabMessages[tab]} />}
        action={
          <Link href={homeAddress()} variant="standalone">
            <FormattedMessage id="orders.browse" />
          </Link>
        }
      />
    );
  }

  return (
    <div className={styles.panel}>
      <ul className={styles.cards}>
        {page.records.map((order) => (
          <li key={order.orderNo}>
            <OrderCard
              {...(priceCurrency ?? { currency: 'USD' })}
              headingLevel={2}
              orderNo={order.orderNo}
              orderedAt={new Date(order.orderedAt)}
              status={order.status as OrderStatus}
              items={cardItemsOf(order)}
              total={order.amount}
              href={orderDetailsAddress({ orderNo: order.orderNo })}
            />
          </li>
        ))}
      </ul>
      {page.total > page.pageSize ? (
        <Pagination
          total={page.total}
          pageSize={page.pageSize}
          page={page.pageNum}
          onChange={(next) =>
            setSearch((current) => {
              const params = new URLSearchParams(current);
              if (next === 1) params.delete(PAGE_PARAM);
              else params.set(PAGE_PARAM, String(next));
              return params;
            })
          }
        />
      ) : null}
    </div>
  );
}
