type Field = HTMLInputElement | HTMLTextAreaElement;

const isField = (target: EventTarget | null): target is Field =>
  target instanceof HTMLInputElement || target instanceof HTMLTextAreaElement;

const isCheckable = (field: Field): field is HTMLInputElement =>
  field instanceof HTMLInputElement && (field.type === 'checkbox' || field.type === 'radio');

function changedFromMarkup(field: Field): boolean {
  return isCheckable(field) ? field.checked !== field.defaultChecked : field.value !== field.defaultValue;
}

/**
 * Types `value` into the field again, as the buyer did: React's value tracker is first told the
 * field holds something else, so the `input` event reaches the component's onChange whether or
 * not hydration had put the rendered value back into the field.
 */
function retype(field: Field, value: string): void {
  field.value = value === '' ? ' ' : '';
  Object.getOwnPropertyDescriptor(Object.getPrototypeOf(field), 'value')?.set?.call(field, value);
  field.dispatchEvent(new Event('input', { bubbles: true }));
}

/** Ticks or unticks the field again with a click, as the buyer did (the same trick as `retype`). */
function recheck(field: HTMLInputElement, checked: boolean): void {
  field.checked = !checked;
  field.click();
}

/** When to give typed values back: each part of the page once it has hydrated. */
export interface TypedInputKeeper {
  /** The page's shell has hydrated: its fields (those outside the later part) get theirs back. */
  readonly shellHydrated: () => void;
  /** The later part (a screen under a `<Suspense>`, hydrated in a pass of its own) has hydrated. */
  readonly laterPartHydrated: () => void;
}

/**
 * Keeps what the buyer typed, ticked or chose in a server-rendered page before it hydrated.
 * Hydrating puts each controlled field back to the value it was rendered with, so the text would
 * be lost (a search typed while the code was still on its way). This records the fields the buyer
 * changed, and gives each one its value again, through the events its component listens to, once
 * the part of the page that holds it has hydrated:
 *
 * - `laterPart`, when the page has one (the store layout's screen, which React hydrates after the
 *   shell, in a pass of its own under its `<Suspense>`): when {@link TypedInputKeeper.laterPartHydrated}
 *   is called. Given back with the shell, a quantity typed into a cart line would be put back to
 *   the rendered one by the screen's own pass.
 * - Every other field (the header's search): when {@link TypedInputKeeper.shellHydrated} is called,
 *   so a search typed early and submitted as soon as the header answers still has its text.
 *
 * Recording stops for each part once it is given back, and altogether once both are.
 */
export function keepTypedInput(container: HTMLElement, laterPart: Element | null = null): TypedInputKeeper {
  const typed = new Map<Field, { value: string; checked: boolean }>();
  let shellDone = false;
  let laterPartDone = laterPart === null;
  const inLaterPart = (field: Field) => laterPart?.contains(field) === true;
  const record = (field: Field) => {
    if (inLaterPart(field) ? laterPartDone : shellDone) return;
    typed.set(field, { value: field.value, checked: isCheckable(field) && field.checked });
  };
  for (const field of container.querySelectorAll<Field>('input, textarea')) {
    if (changedFromMarkup(field)) record(field);
  }
  const onEdit = (event: Event) => {
    if (isField(event.target)) record(event.target);
  };
  container.addEventListener('input', onEdit, true);
  container.addEventListener('change', onEdit, true);

  const giveBack = (inPart: boolean) => {
    if (shellDone && laterPartDone) {
      container.removeEventListener('input', onEdit, true);
      container.removeEventListener('change', onEdit, true);
    }
    for (const [field, entry] of typed) {
      if (inLaterPart(field) !== inPart) continue;
      typed.delete(field);
      if (!field.isConnected) continue;
      if (isCheckable(field)) recheck(field, entry.checked);
      else retype(field, entry.value);
    }
  };
  return {
    shellHydrated: () => {
      if (shellDone) return;
      shellDone = true;
      giveBack(false);
    },
    laterPartHydrated: () => {
      if (laterPartDone) return;
      laterPartDone = true;
      giveBack(true);
    },
  };
}
