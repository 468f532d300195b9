import { FormattedMessage } from 'react-intl';
import { Link } from 'react-router';

export function NotFoundPage() {
  return (
    <section>
      <h1>
        <FormattedMessage id="notFound.title" />
      </h1>
      <Link to="/">
        <FormattedMessage id="notFound.backHome" />
      </Link>
    </section>
  );
}
