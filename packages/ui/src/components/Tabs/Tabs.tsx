import {
  composeRenderProps,
  Tab as AriaTab,
  TabList as AriaTabList,
  TabPanel as AriaTabPanel,
  Tabs as AriaTabs,
  type TabListProps as AriaTabListProps,
  type TabPanelProps as AriaTabPanelProps,
  type TabProps as AriaTabProps,
  type TabsProps as AriaTabsProps,
} from 'react-aria-components';
import * as styles from './Tabs.css';

function withLayout(base: string, layout: string | undefined) {
  return [base, layout].filter(Boolean).join(' ');
}

export type TabsProps = Omit<AriaTabsProps, 'orientation'>;

/**
 * Tabs, built on react-aria's: the arrow keys follow the reading direction (in Arabic and Kurdish
 * the right arrow goes to the previous tab), Home and End go to the first and last tab, and the
 * selection follows focus. Horizontal tabs only: the storefront has no vertical tab lists.
 */
export function Tabs({ className, ...props }: TabsProps) {
  return (
    <AriaTabs
      {...props}
      orientation="horizontal"
      className={composeRenderProps(className, (layout) => withLayout(styles.tabs, layout))}
    />
  );
}

export type TabListProps<T extends object> = AriaTabListProps<T>;

/** The row of tabs; name it with `aria-label` (for example "Order filters"). It scrolls sideways when the tabs overflow. */
export function TabList<T extends object>({ className, ...props }: TabListProps<T>) {
  return (
    <AriaTabList
      {...props}
      className={composeRenderProps(className, (layout) => withLayout(styles.tabList, layout))}
    />
  );
}

export type TabProps = AriaTabProps;

/** One tab; its `id` matches the `id` of its `TabPanel`. The selected one is underlined. */
export function Tab({ className, ...props }: TabProps) {
  return (
    <AriaTab
      {...props}
      className={composeRenderProps(className, (layout) => withLayout(styles.tab, layout))}
    />
  );
}

export type TabPanelProps = AriaTabPanelProps;

/** The content of one tab, shown while its tab is selected. */
export function TabPanel({ className, ...props }: TabPanelProps) {
  return (
    <AriaTabPanel
      {...props}
      className={composeRenderProps(className, (layout) => withLayout(styles.tabPanel, layout))}
    />
  );
}
