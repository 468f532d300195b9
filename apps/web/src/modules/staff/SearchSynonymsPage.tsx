import {
  useSearchSynonymEditor,
  useSearchSynonyms,
  type PdpdResult,
  type SearchSynonymGroup,
} from '@tijara/api';
import {
  SEARCH_SYNONYM_ERROR,
  SEARCH_SYNONYM_GROUP_MAX_TERMS,
  SEARCH_SYNONYM_GROUP_MIN_TERMS,
  SEARCH_SYNONYM_TERM_MAX_CHARACTERS,
  searchQueryOf,
  synonymTermOf,
} from '@tijara/domain';
import { Button, CloseIcon, EmptyState, IconButton, Skeleton, TextField } from '@tijara/ui';
import { useEffect, useMemo, useState, type FormEvent } from 'react';
import { FormattedMessage, useIntl, type IntlShape } from 'react-intl';
import { notify } from '../../app/notify';
import { usePageTitle } from '../../app/usePageTitle';
import { formatDomainKey, formatFailureMessage } from '../../i18n/domainMessages';
import { formatMoment } from './ReviewFacts';
import * as own from './SearchSynonyms.css';
import * as styles from './StaffConsole.css';
import { LoadFailed } from './StaffOrderParts';

/** How many groups the list shows at first, and how many more each "show more" adds. */
export const SYNONYM_GROUPS_SHOWN = 20;

/** The separators staff type between a new group's terms: commas (Latin, Arabic, Chinese) and new lines. */
const TERM_SEPARATORS = /[,،，、;\n]+/u;

/** What a refused change says: the server's own words (the rule that refused), else the mapped message. */
function refusalOf(intl: IntlShape, result: PdpdResult<unknown>): string | null {
  if (result.success) return null;
  return result.kind === 'rejected' && result.msg.trim() !== ''
    ? result.msg
    : formatFailureMessage(intl, result.message);
}

/**
 * Operations' search synonyms (issue 16 item 2): the groups of words buyers use for one thing
 * (قنفة and كنبة, earphones and earbuds, 充电宝 and 移动电源), which the search also looks for. Staff
 * find a group by one of its terms, make a group, add a term to one and remove one; a group left
 * with a single term goes. A change counts for buyers' next search.
 */
export function SearchSynonymsPage() {
  const intl = useIntl();
  usePageTitle(intl.formatMessage({ id: 'staff.searchSynonyms.title' }));
  // The groups hold Chinese terms whatever the console's language: the Chinese font rules, which
  // the storefront loads only for a page in Chinese (start.tsx), load here too (each font file
  // only when a character of its range is shown).
  useEffect(() => {
    void import('@tijara/ui/fonts/chinese');
  }, []);
  return (
    <section className={styles.stack}>
      <div className={styles.stack}>
        <h1 className={styles.title}>
          <FormattedMessage id="staff.searchSynonyms.title" />
        </h1>
        <p className={styles.lead}>
          <FormattedMessage id="staff.searchSynonyms.lead" />
        </p>
      </div>
      <NewGroupForm />
      <SynonymGroups />
    </section>
  );
}

/** A new group: its terms typed in one field, separated by commas or new lines. */
function NewGroupForm() {
  const intl = useIntl();
  const { addGroup, isSaving } = useSearchSynonymEditor();
  const [text, setText] = useState('');
  const [problem, setProblem] = useState<string | null>(null);
  const [refusal, setRefusal] = useState<string | null>(null);

  async function submit(event: FormEvent) {
    event.preventDefault();
    setRefusal(null);
    const typed = text.split(TERM_SEPARATORS).filter((term) => term.trim() !== '');
    const folded = new Set<string>();
    const terms: string[] = [];
    for (const term of typed) {
      const checked = synonymTermOf(term);
      if ('problem' in checked) {
        setProblem(`${term.trim()}: ${formatDomainKey(intl, checked.problem)}`);
        return;
      }
      if (folded.has(checked.folded)) {
        setProblem(`${checked.term}: ${formatDomainKey(intl, SEARCH_SYNONYM_ERROR.termDuplicate)}`);
        return;
      }
      folded.add(checked.folded);
      terms.push(checked.term);
    }
    if (folded.size < SEARCH_SYNONYM_GROUP_MIN_TERMS) {
      setProblem(formatDomainKey(intl, SEARCH_SYNONYM_ERROR.groupTooFewTerms));
      return;
    }
    if (folded.size > SEARCH_SYNONYM_GROUP_MAX_TERMS) {
      setProblem(formatDomainKey(intl, SEARCH_SYNONYM_ERROR.groupTooManyTerms));
      return;
    }
    setProblem(null);
    const result = await addGroup(terms);
    if (result.success) {
      setText('');
      notify(intl.formatMessage({ id: 'staff.searchSynonyms.groupAdded' }), 'success');
    } else setRefusal(refusalOf(intl, result));
  }

  return (
    <form className={styles.panel} onSubmit={(event) => void submit(event)} noValidate>
      <h2 className={styles.panelTitle}>
        <FormattedMessage id="staff.searchSynonyms.newGroup" />
      </h2>
      <TextField
        label={intl.formatMessage({ id: 'staff.searchSynonyms.newGroupTerms' })}
        description={intl.formatMessage(
          { id: 'staff.searchSynonyms.newGroupHint' },
          { min: SEARCH_SYNONYM_GROUP_MIN_TERMS, max: SEARCH_SYNONYM_TERM_MAX_CHARACTERS },
        )}
        value={text}
        onChange={(next) => {
          setText(next);
          setProblem(null);
        }}
        autoComplete="off"
        isRequired
        isInvalid={problem !== null}
        errorMessage={problem ?? undefined}
      />
      {refusal !== null ? (
        <p className={styles.warning} role="alert">
          {refusal}
        </p>
      ) : null}
      <div className={styles.actions}>
        <Button type="submit" isDisabled={isSaving}>
          <FormattedMessage id="staff.searchSynonyms.addGroup" />
        </Button>
      </div>
    </form>
  );
}

/** The groups: loading, failed with a retry, none, or the list with its filter. */
function SynonymGroups() {
  const intl = useIntl();
  const { groups, error, isLoading, mutate } = useSearchSynonyms();

  if (!groups && (isLoading || !error)) {
    return (
      <div className={styles.panel} aria-busy="true">
        <span className={styles.visuallyHidden}>
          <FormattedMessage id="staff.searchSynonyms.loading" />
        </span>
        <Skeleton shape="text" lines={4} />
      </div>
    );
  }
  if (!groups) {
    return (
      <LoadFailed
        title={<FormattedMessage id="staff.searchSynonyms.failed" />}
        detail={error ? formatFailureMessage(intl, error.failure.message) : null}
        retry={() => void mutate()}
      />
    );
  }
  if (groups.length === 0) {
    return (
      <EmptyState
        title={<FormattedMessage id="staff.searchSynonyms.empty" />}
        description={<FormattedMessage id="staff.searchSynonyms.emptyHint" />}
      />
    );
  }
  return <GroupList groups={groups} />;
}

/** The groups whose terms have the filter's words (folded as a search folds them), a page at a time. */
function GroupList({ groups }: { groups: readonly SearchSynonymGroup[] }) {
  const intl = useIntl();
  const [filter, setFilter] = useState('');
  const [shown, setShown] = useState(SYNONYM_GROUPS_SHOWN);
  const folded = searchQueryOf(filter);
  const matching = useMemo(
    () =>
      folded === null
        ? groups
        : groups.filter((group) => group.terms.some((term) => term.folded.includes(folded))),
    [groups, folded],
  );

  return (
    <section className={styles.stack} aria-labelledby="search-synonym-groups">
      <h2 id="search-synonym-groups" className={styles.panelTitle}>
        <FormattedMessage id="staff.searchSynonyms.groups" values={{ count: groups.length }} />
      </h2>
      <TextField
        label={intl.formatMessage({ id: 'staff.searchSynonyms.filter' })}
        value={filter}
        onChange={(next) => {
          setFilter(next);
          setShown(SYNONYM_GROUPS_SHOWN);
        }}
        type="search"
        autoComplete="off"
      />
      {matching.length === 0 ? (
        <EmptyState
          title={<FormattedMessage id="staff.searchSynonyms.noMatch" values={{ filter: filter.trim() }} />}
          description={<FormattedMessage id="staff.searchSynonyms.noMatchHint" />}
        />
      ) : (
        <>
          <p className={styles.lead} aria-live="polite">
            <FormattedMessage
              id="staff.searchSynonyms.showing"
              values={{ shown: Math.min(shown, matching.length), count: matching.length }}
            />
          </p>
          <ul className={styles.queue}>
            {matching.slice(0, shown).map((group) => (
              <SynonymGroupItem key={group.id} group={group} />
            ))}
          </ul>
          {matching.length > shown ? (
            <div className={styles.actions}>
              <Button variant="secondary" onPress={() => setShown((count) => count + SYNONYM_GROUPS_SHOWN)}>
                <FormattedMessage id="staff.searchSynonyms.showMore" />
              </Button>
            </div>
          ) : null}
        </>
      )}
    </section>
  );
}

/** One group: its terms, each with its remove button, who made it, and the field that adds a term. */
function SynonymGroupItem({ group }: { group: SearchSynonymGroup }) {
  const intl = useIntl();
  const { addTerm, removeTerm, isSaving } = useSearchSynonymEditor();
  const [term, setTerm] = useState('');
  const [problem, setProblem] = useState<string | null>(null);
  const [refusal, setRefusal] = useState<string | null>(null);
  const headingId = `search-synonym-group-${group.id}`;

  async function add(event: FormEvent) {
    event.preventDefault();
    setRefusal(null);
    const checked = synonymTermOf(term);
    if ('problem' in checked) {
      setProblem(formatDomainKey(intl, checked.problem));
      return;
    }
    if (group.terms.some((each) => each.folded === checked.folded)) {
      setProblem(formatDomainKey(intl, SEARCH_SYNONYM_ERROR.termDuplicate));
      return;
    }
    setProblem(null);
    const result = await addTerm(group.id, checked.term);
    if (result.success) {
      setTerm('');
      notify(intl.formatMessage({ id: 'staff.searchSynonyms.termAdded' }, { term: checked.term }), 'success');
    } else setRefusal(refusalOf(intl, result));
  }

  async function remove(termId: string, text: string) {
    setRefusal(null);
    const result = await removeTerm(group.id, termId);
    if (!result.success) setRefusal(refusalOf(intl, result));
    else
      notify(
        result.data.group === null
          ? intl.formatMessage({ id: 'staff.searchSynonyms.groupRemoved' }, { term: text })
          : intl.formatMessage({ id: 'staff.searchSynonyms.termRemoved' }, { term: text }),
        'success',
      );
  }

  const lastTwo = group.terms.length <= SEARCH_SYNONYM_GROUP_MIN_TERMS;
  return (
    <li className={styles.queueItem} aria-labelledby={headingId}>
      <h3 id={headingId} className={styles.visuallyHidden}>
        <FormattedMessage
          id="staff.searchSynonyms.group"
          values={{
            terms: group.terms
              .map((each) => each.term)
              .join(intl.formatMessage({ id: 'staff.searchSynonyms.separator' })),
          }}
        />
      </h3>
      <ul className={own.terms}>
        {group.terms.map((each) => (
          <li key={each.id} className={own.term}>
            <bdi className={own.termText}>{each.term}</bdi>
            <IconButton
              size="sm"
              icon={<CloseIcon />}
              label={
                lastTwo
                  ? intl.formatMessage({ id: 'staff.searchSynonyms.removeLast' }, { term: each.term })
                  : intl.formatMessage({ id: 'staff.searchSynonyms.remove' }, { term: each.term })
              }
              isDisabled={isSaving}
              onPress={() => void remove(each.id, each.term)}
            />
          </li>
        ))}
      </ul>
      <p className={styles.lead}>
        {group.createdBy === null ? (
          <FormattedMessage id="staff.searchSynonyms.seeded" />
        ) : (
          <FormattedMessage
            id="staff.decision.byWhen"
            values={{ who: group.createdBy, when: formatMoment(intl, group.createdAt) }}
          />
        )}
      </p>
      <form className={own.addTerm} onSubmit={(event) => void add(event)} noValidate>
        <TextField
          label={intl.formatMessage({ id: 'staff.searchSynonyms.newTerm' })}
          value={term}
          onChange={(next) => {
            setTerm(next);
            setProblem(null);
          }}
          autoComplete="off"
          isInvalid={problem !== null}
          errorMessage={problem ?? undefined}
        />
        <Button type="submit" variant="secondary" isDisabled={isSaving}>
          <FormattedMessage id="staff.searchSynonyms.addTerm" />
        </Button>
      </form>
      {refusal !== null ? (
        <p className={styles.warning} role="alert">
          {refusal}
        </p>
      ) : null}
    </li>
  );
}
