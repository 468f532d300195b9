import { Outlet } from 'react-router';
import { Header } from './Header';
import * as styles from './StoreLayout.css';

/** The public storefront frame: header on top, the route's screen below. */
export function StoreLayout() {
  return (
    <div className={styles.page}>
      <Header />
      <main className={styles.main}>
        <Outlet />
      </main>
    </div>
  );
}
