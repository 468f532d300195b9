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

/**
 * Keeps what the buyer typed, ticked or chose in a server-rendered page before it hydrated.
 * Hydrating puts each controlled field back to the value it was rendered with, so the text would
 * be lost (a search typed while the code was still on its way). This records the fields the buyer
 * changed, from now until the returned function is called once hydration is done; that function
 * gives each one its value again, through the events its component listens to.
 */
export function keepTypedInput(container: HTMLElement): () => void {
  const typed = new Map<Field, { value: string; checked: boolean }>();
  const record = (field: Field) =>
    typed.set(field, { value: field.value, checked: isCheckable(field) && field.checked });
  for (const field of container.querySelectorAll<Field>('input, textarea')) {
    if (changedFromMarkup(field)) record(field);
  }
  const onEdit = (event: Event) => {
    if (isField(event.target)) record(event.target);
  };
  container.addEventListener('input', onEdit, true);
  container.addEventListener('change', onEdit, true);

  return () => {
    container.removeEventListener('input', onEdit, true);
    container.removeEventListener('change', onEdit, true);
    for (const [field, entry] of typed) {
      if (!field.isConnected) continue;
      if (isCheckable(field)) recheck(field, entry.checked);
      else retype(field, entry.value);
    }
  };
}
