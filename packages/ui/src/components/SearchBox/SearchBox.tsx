import {
  IMAGE_SEARCH_ERROR_KEYS,
  IMAGE_SEARCH_MIME_TYPES,
  isDomainMessageKey,
  isHighlightedHotWord,
  SEARCH_TEXT_ERROR_KEYS,
  searchTextOf,
  type DomainMessageKey,
} from '@tijara/domain';
import {
  useEffect,
  useId,
  useRef,
  useState,
  type ClipboardEvent,
  type FocusEvent,
  type FormEvent,
} from 'react';
import { FileTrigger, Input, TextField } from 'react-aria-components';
import { CameraIcon, SearchIcon } from '../../icons';
import { useDomainMessages, useMessages } from '../../provider';
import { Button, IconButton } from '../Button';
import { button } from '../Button/Button.css';
import { useHydrated } from '../../hydration';
import { downscaleForImageSearch } from './downscaleImage';
import { imageSearchFileError } from './imageSearchEncoding';
import * as styles from './SearchBox.css';
import { searchBoxMessages, type SearchBoxMessageKey } from './SearchBox.messages';

interface SearchBoxBaseProps {
  /** Called with the trimmed text when the buyer searches (never with empty text). */
  onSearch: (text: string) => Promise<void> | void;
  /** The hot-search words, in order; the first three are highlighted. @default [] */
  hotWords?: readonly string[];
  /** The text to start with (uncontrolled), for example the current search. @default '' */
  defaultValue?: string;
  /**
   * Where the form goes without JavaScript (a server-rendered page before its code has loaded): a
   * GET to this address with the text as `queryName`. With JavaScript, `onSearch` handles it.
   * Until the page has hydrated, the hot words are then links to the same address, in a panel the
   * style sheet shows while the box has focus, so they work before the page's code arrives.
   */
  action?: string | undefined;
  /** The text's name in the query of `action`. @default 'q' */
  queryName?: string | undefined;
  /** Layout only (margin, grid placement). */
  className?: string;
}

/** Image search on (the default): the camera button, and pasting a picture, search by image. */
interface WithImageSearch {
  /** Whether the box offers image search (the camera button and pasting a picture). @default true */
  imageSearch?: true;
  /** Called with the downscaled JPEG of an image the buyer pasted or chose. */
  onImageSearch: (image: Blob) => Promise<void> | void;
}

/** Image search off, for a server without the image-search call: a text-only box. */
interface WithoutImageSearch {
  /** Whether the box offers image search (the camera button and pasting a picture). @default true */
  imageSearch: false;
  /** Not called while image search is off. */
  onImageSearch?: ((image: Blob) => Promise<void> | void) | undefined;
}

export type SearchBoxProps = SearchBoxBaseProps & (WithImageSearch | WithoutImageSearch);

/**
 * The header's search: text (trimmed; empty text warns instead of searching), image search by
 * pasting an image into the box or choosing a file (only JPEG and PNG; downscaled to 800 px and
 * re-encoded as JPEG at quality 0.5 before `onImageSearch`), and a hot-search panel while the box
 * has focus, the first three words highlighted. `imageSearch={false}` leaves the camera out and
 * lets a pasted picture do nothing, for a server that has no image-search call.
 */
export function SearchBox({
  onSearch,
  onImageSearch,
  imageSearch = true,
  hotWords = [],
  defaultValue = '',
  action,
  queryName = 'q',
  className,
}: SearchBoxProps) {
  const t = useMessages(searchBoxMessages);
  const domainMessage = useDomainMessages();
  const [text, setText] = useState(defaultValue);
  const [warning, setWarning] = useState<SearchBoxMessageKey | DomainMessageKey | null>(null);
  const [isPanelOpen, setPanelOpen] = useState(false);
  const [isSearchingImage, setSearchingImage] = useState(false);
  const rootRef = useRef<HTMLDivElement>(null);
  const inputRef = useRef<HTMLInputElement>(null);
  const hotId = useId();
  const warningId = useId();
  const hydrated = useHydrated();
  // Before the page's code runs: hot words as links, in a panel shown by CSS while focused.
  const linksUntilHydrated = !hydrated && action !== undefined;

  useEffect(() => {
    // A buyer who focused the box before hydration keeps the panel open across it.
    if (hydrated && rootRef.current?.contains(document.activeElement)) setPanelOpen(true);
  }, [hydrated]);

  function search(raw: string) {
    const text = searchTextOf(raw);
    if (text === null) {
      setWarning(SEARCH_TEXT_ERROR_KEYS.empty);
      return;
    }
    setWarning(null);
    setPanelOpen(false);
    void onSearch(text);
  }

  async function searchByImage(file: File) {
    if (!onImageSearch) return;
    const error = imageSearchFileError(file);
    if (error) {
      setWarning(isDomainMessageKey(error) ? error : IMAGE_SEARCH_ERROR_KEYS.unsupportedType);
      return;
    }
    setWarning(null);
    setPanelOpen(false);
    setSearchingImage(true);
    try {
      let image: Blob;
      try {
        image = await downscaleForImageSearch(file);
      } catch {
        setWarning('imageUnreadable');
        return;
      }
      await onImageSearch(image);
    } catch {
      setWarning('imageSearchFailed');
    } finally {
      setSearchingImage(false);
    }
  }

  function handlePaste(event: ClipboardEvent<HTMLInputElement>) {
    const file = Array.from(event.clipboardData.files)[0];
    // Text pastes as text; a copied picture (a screenshot, "copy image") searches by image, when
    // the box offers it (otherwise the browser pastes nothing into a text box, as usual).
    if (!file || !imageSearch) return;
    event.preventDefault();
    void searchByImage(file);
  }

  function handleBlur(event: FocusEvent<HTMLDivElement>) {
    if (!rootRef.current?.contains(event.relatedTarget)) setPanelOpen(false);
  }

  function chooseHotWord(word: string) {
    setText(word);
    search(word);
    inputRef.current?.focus();
    setPanelOpen(false);
  }

  const showPanel = (isPanelOpen || linksUntilHydrated) && hotWords.length > 0;
  const hotWordAddress = (word: string) =>
    `${action ?? ''}?${new URLSearchParams({ [queryName]: word }).toString()}`;

  return (
    <div
      ref={rootRef}
      className={[styles.root, className].filter(Boolean).join(' ')}
      onBlur={handleBlur}
      onKeyDown={(event) => {
        if (event.key === 'Escape' && isPanelOpen) {
          setPanelOpen(false);
          inputRef.current?.focus();
        }
      }}
    >
      <form
        role="search"
        aria-label={t('label')}
        aria-busy={isSearchingImage}
        className={styles.box}
        action={action}
        method={action === undefined ? undefined : 'get'}
        onSubmit={(event: FormEvent) => {
          event.preventDefault();
          search(text);
        }}
      >
        <TextField
          aria-label={t('label')}
          className={styles.field}
          value={text}
          onChange={(value) => {
            setText(value);
            if (warning) setWarning(null);
          }}
          aria-describedby={warning ? warningId : undefined}
        >
          <Input
            ref={inputRef}
            name={action === undefined ? undefined : queryName}
            type="search"
            enterKeyHint="search"
            className={styles.input}
            placeholder={t('placeholder')}
            onFocus={() => setPanelOpen(true)}
            onClick={() => setPanelOpen(true)}
            onPaste={handlePaste}
          />
        </TextField>
        {imageSearch ? (
          <FileTrigger
            acceptedFileTypes={[...IMAGE_SEARCH_MIME_TYPES]}
            onSelect={(files) => {
              const file = files ? Array.from(files)[0] : undefined;
              if (file) void searchByImage(file);
            }}
          >
            <IconButton
              label={t('searchByImage')}
              icon={<CameraIcon />}
              className={[styles.imageButton, isSearchingImage ? styles.busy : undefined]
                .filter(Boolean)
                .join(' ')}
            />
          </FileTrigger>
        ) : null}
        <Button type="submit" className={styles.submit}>
          <SearchIcon />
          <span>{t('search')}</span>
        </Button>
      </form>
      {warning ? (
        <p id={warningId} role="alert" className={styles.warning}>
          {isDomainMessageKey(warning) ? domainMessage(warning) : t(warning)}
        </p>
      ) : null}
      {showPanel ? (
        <div
          role="group"
          aria-labelledby={hotId}
          className={linksUntilHydrated ? `${styles.panel} ${styles.panelWhileFocused}` : styles.panel}
        >
          <p id={hotId} className={styles.panelTitle}>
            {t('hotSearches')}
          </p>
          <ul className={styles.words}>
            {hotWords.map((word, index) => (
              <li key={`${index}-${word}`}>
                {linksUntilHydrated ? (
                  <a
                    href={hotWordAddress(word)}
                    data-highlighted={isHighlightedHotWord(index) ? '' : undefined}
                    className={`${button({ variant: 'ghost', size: 'sm' })} ${styles.word}`}
                  >
                    {word}
                  </a>
                ) : (
                  <Button
                    variant="ghost"
                    size="sm"
                    data-highlighted={isHighlightedHotWord(index) ? '' : undefined}
                    className={styles.word}
                    onPress={() => chooseHotWord(word)}
                  >
                    {word}
                  </Button>
                )}
              </li>
            ))}
          </ul>
        </div>
      ) : null}
    </div>
  );
}
