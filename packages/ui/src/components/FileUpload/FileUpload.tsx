import { intlLocaleOf } from '@tijara/domain';
import { Fragment, useEffect, useId, useRef, useState, type ReactNode } from 'react';
import type { DropEvent } from 'react-aria';
import { DropZone, FileTrigger, isFileDropItem, Text } from 'react-aria-components';
import { AlertIcon, CloseIcon, FileIcon, UploadIcon } from '../../icons';
import { useMessages, useUI } from '../../provider';
import { Button, IconButton } from '../Button';
import { checkFiles, formatFileSize, type FileLimits, type FileRejection } from './fileLimits';
import { fileUploadMessages } from './FileUpload.messages';
import * as styles from './FileUpload.css';

/**
 * Wraps text that comes from outside the sentence (a file name, "5 MB") in Unicode isolates, so a
 * Latin name or size keeps its own order inside an Arabic or Kurdish sentence and the other way
 * round.
 */
export function isolate(text: string): string {
  return `\u2068${text}\u2069`;
}

export interface FileUploadProps extends FileLimits {
  /** The visible name of the upload ("Transfer voucher"); also the group's accessible name. */
  label: ReactNode;
  /** A hint under the drop zone, before the built-in size and count limits. */
  description?: ReactNode;
  /** Called with every accepted file, in order, after each addition or removal. */
  onChange?: (files: File[]) => void;
  /** @default false */
  isDisabled?: boolean;
  /** Layout only (margin, grid placement). */
  className?: string;
}

interface Entry {
  id: number;
  file: File;
}

/** A preview of an image file: an object URL made on mount and revoked on removal or unmount. */
function Thumbnail({ file }: { file: File }) {
  const [url, setUrl] = useState<string>();
  useEffect(() => {
    const objectUrl = URL.createObjectURL(file);
    setUrl(objectUrl);
    return () => URL.revokeObjectURL(objectUrl);
  }, [file]);
  return url ? (
    <img className={styles.thumbnail} src={url} alt="" />
  ) : (
    <span className={styles.thumbnail} aria-hidden="true" />
  );
}

/**
 * Choose or drop files, checked against the caller's limits as they arrive: each refused file
 * gets its reason in the buyer's language, each accepted image a preview, and each file a remove
 * button. The drop zone also takes pasted files (focus it and paste). Built on react-aria's
 * `DropZone` and `FileTrigger`.
 */
export function FileUpload({
  label,
  description,
  acceptedTypes,
  maxFileBytes,
  maxFiles,
  onChange,
  isDisabled = false,
  className,
}: FileUploadProps) {
  const { locale } = useUI();
  const t = useMessages(fileUploadMessages);
  const intlLocale = intlLocaleOf(locale);
  const labelId = useId();
  const hintId = useId();
  const rootRef = useRef<HTMLDivElement>(null);
  const nextId = useRef(0);
  const focusAfterRemoval = useRef<number | null>(null);
  const [entries, setEntries] = useState<Entry[]>([]);
  const [rejected, setRejected] = useState<FileRejection<File>[]>([]);

  const size = (bytes: number) => isolate(formatFileSize(bytes, intlLocale));

  function add(chosen: File[]) {
    const result = checkFiles(chosen, entries.length, { acceptedTypes, maxFileBytes, maxFiles });
    setRejected(result.rejected);
    if (result.accepted.length === 0) return;
    const next = [...entries, ...result.accepted.map((file) => ({ id: nextId.current++, file }))];
    setEntries(next);
    onChange?.(next.map((entry) => entry.file));
  }

  function remove(id: number) {
    const index = entries.findIndex((entry) => entry.id === id);
    const next = entries.filter((entry) => entry.id !== id);
    focusAfterRemoval.current = index;
    setEntries(next);
    onChange?.(next.map((entry) => entry.file));
  }

  // After a removal, focus goes to the file that took its place, else the one before, else the
  // choose button, so that keyboard users are not dropped at the top of the page.
  useEffect(() => {
    const index = focusAfterRemoval.current;
    if (index === null) return;
    focusAfterRemoval.current = null;
    const buttons = rootRef.current?.querySelectorAll<HTMLElement>('[data-remove-file]') ?? [];
    const target =
      buttons[Math.min(index, buttons.length - 1)] ??
      rootRef.current?.querySelector<HTMLElement>('[data-choose-files]');
    target?.focus();
  }, [entries]);

  async function onDrop(event: DropEvent) {
    add(await Promise.all(event.items.filter(isFileDropItem).map((item) => item.getFile())));
  }

  function reason(rejection: FileRejection<File>): string {
    const name = isolate(rejection.file.name);
    switch (rejection.reason) {
      case 'unsupportedType':
        return t('unsupportedType', { name });
      case 'tooLarge':
        return t('tooLarge', { name, max: size(rejection.maxFileBytes) });
      case 'tooMany':
        return t('tooMany', { name, max: rejection.maxFiles });
    }
  }

  const limits = [
    maxFileBytes === undefined ? null : t('maxSizeHint', { max: size(maxFileBytes) }),
    maxFiles === undefined ? null : t('maxFilesHint', { max: maxFiles }),
  ].filter((text) => text !== null);

  return (
    <div
      ref={rootRef}
      role="group"
      aria-labelledby={labelId}
      className={[styles.root, className].filter(Boolean).join(' ')}
    >
      <span id={labelId} className={styles.label}>
        {label}
      </span>
      <DropZone
        className={styles.dropZone}
        isDisabled={isDisabled}
        aria-describedby={hintId}
        onDrop={(event) => void onDrop(event)}
      >
        <UploadIcon className={styles.dropIcon} />
        <Text slot="label" className={styles.dropText}>
          {t('dropHere')}
        </Text>
        <FileTrigger
          acceptedFileTypes={acceptedTypes}
          allowsMultiple={maxFiles !== 1}
          onSelect={(list) => add(list ? [...list] : [])}
        >
          <Button variant="secondary" size="sm" isDisabled={isDisabled} data-choose-files="">
            {t(maxFiles === 1 ? 'chooseFile' : 'chooseFiles')}
          </Button>
        </FileTrigger>
        <span id={hintId} className={styles.hint}>
          {[description, ...limits].filter(Boolean).map((part, index) => (
            <Fragment key={index}>
              {index > 0 ? ' · ' : null}
              <span>{part}</span>
            </Fragment>
          ))}
        </span>
      </DropZone>
      <div aria-live="polite">
        {rejected.length > 0 ? (
          <ul className={styles.rejections}>
            {rejected.map((rejection, index) => (
              <li key={index} className={styles.rejection}>
                <AlertIcon />
                {reason(rejection)}
              </li>
            ))}
          </ul>
        ) : null}
      </div>
      {entries.length > 0 ? (
        <ul className={styles.files} aria-label={t('chosenFiles')}>
          {entries.map(({ id, file }) => (
            <li key={id} className={styles.file}>
              {file.type.startsWith('image/') ? (
                <Thumbnail file={file} />
              ) : (
                <span className={styles.thumbnail} aria-hidden="true">
                  <FileIcon />
                </span>
              )}
              <span className={styles.fileText}>
                <bdi className={styles.fileName}>{file.name}</bdi>
                <bdi dir="ltr" className={styles.fileSize}>
                  {formatFileSize(file.size, intlLocale)}
                </bdi>
              </span>
              <IconButton
                label={t('remove', { name: isolate(file.name) })}
                icon={<CloseIcon />}
                size="sm"
                isDisabled={isDisabled}
                onPress={() => remove(id)}
                data-remove-file=""
              />
            </li>
          ))}
        </ul>
      ) : null}
    </div>
  );
}
