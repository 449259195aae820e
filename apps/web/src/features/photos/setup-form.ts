import {
  MAX_PHOTO_BYTES,
  MAX_PHOTO_LABEL_LENGTH,
  MAX_PHOTOS_PER_UPLOAD,
  MAX_SETUP_NOTES_LENGTH,
} from '@tidy/domain/constants';

// The space set-up form (spec 02 §4 "Space setup", §9 photo rules): images only, the first is the
// primary photo, an optional label each, optional notes. The limits are the server's, checked here
// first so nobody waits for an upload that will be refused.

const MEGABYTE = 1024 * 1024;
export const MAX_PHOTO_MEGABYTES = MAX_PHOTO_BYTES / MEGABYTE;

/** What the checks need of a file: a File in the browser, a plain object in tests. */
export type PhotoFileInfo = { readonly name: string; readonly type: string; readonly size: number };

/** A chosen photo with the label typed for it. */
export type SetupPhoto = { readonly file: Blob & { readonly name: string }; readonly label: string };

export const SETUP_LIMITS_TEXT = `Images only, up to ${MAX_PHOTOS_PER_UPLOAD} photos at a time, ${MAX_PHOTO_MEGABYTES} MB each.`;

const isImage = (file: PhotoFileInfo) => file.type.startsWith('image/');

/** "a.pdf", "a.pdf and b.txt", "a.pdf, b.txt and 3 more". */
export function fileList(names: readonly string[]): string {
  const quoted = names.map((name) => `"${name}"`);
  if (quoted.length <= 2) return quoted.join(' and ');
  if (quoted.length === 3) return `${quoted[0]}, ${quoted[1]} and ${quoted[2]}`;
  return `${quoted[0]}, ${quoted[1]} and ${quoted.length - 2} more`;
}

/**
 * Which of the newly dropped or chosen files can join the `alreadyChosen` ones, and why the others
 * cannot: not an image, over the size limit, or past the number of photos per upload.
 */
export function takePhotos<T extends PhotoFileInfo>(
  alreadyChosen: number,
  files: readonly T[],
): { accepted: T[]; problems: string[] } {
  const notImages = files.filter((file) => !isImage(file));
  const tooBig = files.filter((file) => isImage(file) && file.size > MAX_PHOTO_BYTES);
  const fitting = files.filter((file) => isImage(file) && file.size <= MAX_PHOTO_BYTES);
  const room = Math.max(0, MAX_PHOTOS_PER_UPLOAD - alreadyChosen);
  const accepted = fitting.slice(0, room);
  const leftOut = fitting.length - accepted.length;

  const problems: string[] = [];
  if (notImages.length > 0) {
    const names = fileList(notImages.map((file) => file.name));
    problems.push(`Only image files can be added: ${names} ${notImages.length === 1 ? 'is' : 'are'} not an image.`);
  }
  if (tooBig.length > 0) {
    const names = fileList(tooBig.map((file) => file.name));
    problems.push(
      `Each photo must be ${MAX_PHOTO_MEGABYTES} MB or smaller: ${names} ${tooBig.length === 1 ? 'is' : 'are'} too big.`,
    );
  }
  if (leftOut > 0) {
    problems.push(
      `Add at most ${MAX_PHOTOS_PER_UPLOAD} photos at a time: ${leftOut} ${leftOut === 1 ? 'photo was' : 'photos were'} left out.`,
    );
  }
  return { accepted, problems };
}

export type SetupProblems = { labels: Record<number, string>; notes?: string };

/** Checks what the inputs' maxLength cannot promise (pasted text, trimmed lengths); null when all is well. */
export function setupProblems(labels: readonly string[], notes: string): SetupProblems | null {
  const problems: SetupProblems = { labels: {} };
  labels.forEach((label, index) => {
    if (label.trim().length > MAX_PHOTO_LABEL_LENGTH) {
      problems.labels[index] = `Keep the label under ${MAX_PHOTO_LABEL_LENGTH} characters.`;
    }
  });
  if (notes.trim().length > MAX_SETUP_NOTES_LENGTH) {
    problems.notes = `Keep the notes under ${MAX_SETUP_NOTES_LENGTH} characters.`;
  }
  return Object.keys(problems.labels).length > 0 || problems.notes ? problems : null;
}

/**
 * The multipart body of POST /spaces/{id}/setup: photos and labels in the same order ('' for none),
 * and the notes always, since the dialog shows the saved ones: emptying the field clears them.
 */
export function setupFormData(photos: readonly SetupPhoto[], notes: string): FormData {
  const form = new FormData();
  for (const photo of photos) {
    form.append('photos', photo.file, photo.file.name);
    form.append('labels', photo.label.trim());
  }
  form.append('notes', notes.trim());
  return form;
}

/** The success toast after set-up (spec 02 §4): with photos the analysis has started. */
export function setupSuccessToast(photoCount: number): { title: string; description: string } {
  return photoCount === 0
    ? { title: 'Space created!', description: 'Add photos later to get tasks made for this room.' }
    : { title: 'Photos uploaded!', description: "We're analyzing your space — new tasks will appear here shortly." };
}

/** "2.4 MB", "830 KB": the size shown under a preview. */
export function fileSize(bytes: number): string {
  if (!Number.isFinite(bytes) || bytes < 0) return '0 KB';
  if (bytes >= MEGABYTE) return `${(bytes / MEGABYTE).toFixed(1)} MB`;
  return `${Math.max(1, Math.round(bytes / 1024))} KB`;
}
