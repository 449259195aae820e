/** After a failed check, puts the cursor in the first field with a problem. */
export function focusFirstInvalid(form: HTMLFormElement) {
  // On the next frame: React marks the fields (aria-invalid) when it renders the new problems.
  requestAnimationFrame(() => form.querySelector<HTMLElement>('[aria-invalid="true"]')?.focus());
}
