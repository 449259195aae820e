import { ImagePlus, X } from 'lucide-react';
import { MAX_PHOTO_LABEL_LENGTH, MAX_SETUP_NOTES_LENGTH } from '@tidy/domain/constants';
import { useEffect, useId, useRef, useState, type DragEvent, type FormEvent } from 'react';
import { Badge } from '../../../components/ui/badge';
import { Button } from '../../../components/ui/button';
import {
  Dialog,
  DialogContent,
  DialogDescription,
  DialogFooter,
  DialogHeader,
  DialogTitle,
} from '../../../components/ui/dialog';
import { Input } from '../../../components/ui/input';
import { TextareaField } from '../../../components/ui/textarea-field';
import { ApiError } from '../../../lib/api-fetch';
import { cn } from '../../../lib/cn';
import { focusFirstInvalid } from '../../../lib/forms/focus-first-invalid';
import { actionToast } from '../../../lib/action-toast';
import { useSetUpSpace } from '../api/set-up-space';
import {
  fileSize,
  SETUP_LIMITS_TEXT,
  setupProblems,
  setupSuccessToast,
  takePhotos,
  type SetupProblems,
} from '../setup-form';

type ChosenPhoto = { key: string; file: File; previewUrl: string; label: string };

type SpaceSetupDialogProps = {
  spaceId: string;
  spaceName: string;
  /** The notes saved at the last set-up, shown for editing. */
  savedNotes: string;
  /** Whether the space already has photos: the dialog is then "Re-upload photos". */
  hasPhotos: boolean;
  open: boolean;
  onOpenChange: (open: boolean) => void;
};

/**
 * The space set-up dialog (spec 02 §2, §4): photos by drag-and-drop or a file picker, each with an
 * optional label (the first is the primary photo), and optional notes. Mount it fresh for each opening.
 */
export function SpaceSetupDialog({
  spaceId,
  spaceName,
  savedNotes,
  hasPhotos,
  open,
  onOpenChange,
}: SpaceSetupDialogProps) {
  const setUp = useSetUpSpace();
  const [chosen, setChosen] = useState<ChosenPhoto[]>([]);
  const [notes, setNotes] = useState(savedNotes);
  const [pickProblems, setPickProblems] = useState<string[]>([]);
  const [formProblems, setFormProblems] = useState<SetupProblems | null>(null);
  const [dragging, setDragging] = useState(false);
  const fileInput = useRef<HTMLInputElement>(null);
  const nextKey = useRef(0);
  // Every preview address made and not yet given back; all are released when the dialog goes away.
  const previewUrls = useRef(new Set<string>());
  const id = useId();

  useEffect(() => {
    const urls = previewUrls.current;
    return () => {
      for (const url of urls) URL.revokeObjectURL(url);
      urls.clear();
    };
  }, []);

  function add(files: readonly File[]) {
    const { accepted, problems } = takePhotos(chosen.length, files);
    setPickProblems(problems);
    if (accepted.length === 0) return;
    const added = accepted.map((file) => {
      const previewUrl = URL.createObjectURL(file);
      previewUrls.current.add(previewUrl);
      nextKey.current += 1;
      return { key: String(nextKey.current), file, previewUrl, label: '' };
    });
    setChosen((current) => [...current, ...added]);
  }

  function remove(photo: ChosenPhoto) {
    URL.revokeObjectURL(photo.previewUrl);
    previewUrls.current.delete(photo.previewUrl);
    setChosen((current) => current.filter((item) => item.key !== photo.key));
    setPickProblems([]);
    setFormProblems(null);
  }

  function relabel(key: string, label: string) {
    setChosen((current) => current.map((item) => (item.key === key ? { ...item, label } : item)));
    setFormProblems(null);
  }

  function onDrop(event: DragEvent<HTMLDivElement>) {
    event.preventDefault();
    setDragging(false);
    if (setUp.isPending) return;
    event.stopPropagation();
    add(Array.from(event.dataTransfer.files));
  }

  function onDragLeave(event: DragEvent<HTMLDivElement>) {
    // Moving over a child of the zone also fires dragleave on the zone itself.
    if (event.relatedTarget instanceof Node && event.currentTarget.contains(event.relatedTarget)) return;
    setDragging(false);
  }

  function save(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (setUp.isPending) return;
    const problems = setupProblems(
      chosen.map((photo) => photo.label),
      notes,
    );
    if (problems) {
      setFormProblems(problems);
      focusFirstInvalid(event.currentTarget);
      return;
    }
    const photoCount = chosen.length;
    const outcome = actionToast(`set-up-space:${spaceId}`);
    setUp.mutate(
      { spaceId, photos: chosen, notes },
      {
        onSuccess: () => {
          const { title, description } = setupSuccessToast(photoCount);
          outcome.succeeded(title, { description });
          onOpenChange(false);
        },
        onError: (error) =>
          outcome.failed('Error', {
            description:
              error instanceof ApiError && (error.status === 400 || error.status === 413)
                ? error.message
                : 'Failed to set up your space. Please try again.',
          }),
      },
    );
  }

  const count = chosen.length;
  const submitText = setUp.isPending
    ? count > 0
      ? 'Uploading...'
      : 'Saving...'
    : count > 0
      ? `Upload ${count} ${count === 1 ? 'photo' : 'photos'}`
      : 'Set up space';

  return (
    <Dialog open={open} onOpenChange={onOpenChange}>
      <DialogContent className="max-w-2xl">
        <DialogHeader>
          <DialogTitle>{hasPhotos ? 'Re-upload photos' : 'Set up your space'}</DialogTitle>
          <DialogDescription>
            Add photos of {spaceName} and any notes. The coach looks at them and makes tasks for this room. Only members
            of this space can see the photos.
          </DialogDescription>
        </DialogHeader>

        <form
          onSubmit={save}
          noValidate
          // A photo dropped beside the zone must not make the browser leave the page to show it.
          onDragOver={(event) => event.preventDefault()}
          onDrop={(event) => event.preventDefault()}
          className="flex min-w-0 flex-col gap-5"
        >
          <div>
            <div
              onDragEnter={(event) => {
                event.preventDefault();
                setDragging(true);
              }}
              onDragOver={(event) => {
                event.preventDefault();
                event.dataTransfer.dropEffect = 'copy';
              }}
              onDragLeave={onDragLeave}
              onDrop={onDrop}
              className={cn(
                'flex flex-col items-center gap-3 rounded-2xl border-2 border-dashed px-4 py-6 text-center transition-colors',
                dragging ? 'border-primary bg-primary-soft' : 'border-border bg-background/60',
              )}
            >
              <ImagePlus aria-hidden="true" className="size-8 text-primary" />
              <p className="font-medium">
                {/* Phones and tablets have nothing to drag from: they choose (or take) photos. */}
                <span className="pointer-coarse:hidden">Drag photos here, or</span>
                <span className="hidden pointer-coarse:inline">Photos of the room</span>
              </p>
              <Button
                variant="secondary"
                size="sm"
                aria-describedby={`${id}-limits`}
                disabled={setUp.isPending}
                onClick={() => fileInput.current?.click()}
              >
                Choose photos
              </Button>
              <input
                ref={fileInput}
                type="file"
                accept="image/*"
                multiple
                hidden
                aria-label="Choose photos"
                onChange={(event) => {
                  add(Array.from(event.target.files ?? []));
                  // Choosing the same file again after removing it must fire onChange again.
                  event.target.value = '';
                }}
              />
              <p id={`${id}-limits`} className="text-sm text-muted-foreground">
                {SETUP_LIMITS_TEXT}
              </p>
            </div>

            <div role="alert">
              {pickProblems.length > 0 ? (
                <ul className="mt-3 flex flex-col gap-1 rounded-xl bg-destructive-soft px-4 py-3 text-sm font-medium text-destructive">
                  {pickProblems.map((problem) => (
                    <li key={problem}>{problem}</li>
                  ))}
                </ul>
              ) : null}
            </div>
          </div>

          {count > 0 ? (
            <ul aria-label="Photos to upload" className="grid gap-3 sm:grid-cols-2">
              {chosen.map((photo, index) => {
                const labelId = `${id}-label-${photo.key}`;
                const labelProblem = formProblems?.labels[index];
                return (
                  <li key={photo.key} className="flex min-w-0 gap-3 rounded-xl border border-border bg-surface p-3">
                    <img
                      src={photo.previewUrl}
                      alt={`Preview of ${photo.file.name}`}
                      className="size-20 shrink-0 rounded-lg bg-muted object-cover"
                    />
                    <div className="flex min-w-0 flex-1 flex-col gap-2">
                      <div className="flex items-start gap-2">
                        <div className="min-w-0 flex-1">
                          <p className="truncate text-sm font-medium" title={photo.file.name}>
                            {photo.file.name}
                          </p>
                          <p className="flex flex-wrap items-center gap-2 text-xs text-muted-foreground">
                            {fileSize(photo.file.size)}
                            {index === 0 ? (
                              <Badge variant="soft" className="px-2 py-0 text-xs">
                                Primary
                              </Badge>
                            ) : null}
                          </p>
                        </div>
                        <Button
                          variant="ghost"
                          size="icon"
                          className="-mt-1 -mr-1 size-9"
                          aria-label={`Remove ${photo.file.name}`}
                          disabled={setUp.isPending}
                          onClick={() => remove(photo)}
                        >
                          <X aria-hidden="true" />
                        </Button>
                      </div>
                      <div>
                        <label htmlFor={labelId} className="mb-1 block text-xs font-semibold">
                          Label (optional)<span className="sr-only"> for {photo.file.name}</span>
                        </label>
                        <Input
                          id={labelId}
                          value={photo.label}
                          maxLength={MAX_PHOTO_LABEL_LENGTH}
                          placeholder="e.g. desk"
                          autoComplete="off"
                          className="h-9 text-sm"
                          aria-invalid={labelProblem ? true : undefined}
                          aria-describedby={labelProblem ? `${labelId}-error` : undefined}
                          onChange={(event) => relabel(photo.key, event.target.value)}
                        />
                        {labelProblem ? (
                          <p id={`${labelId}-error`} className="mt-1 text-xs font-medium text-destructive">
                            {labelProblem}
                          </p>
                        ) : null}
                      </div>
                    </div>
                  </li>
                );
              })}
            </ul>
          ) : null}

          <TextareaField
            label="Notes"
            value={notes}
            rows={3}
            maxLength={MAX_SETUP_NOTES_LENGTH}
            hint="Optional. Anything the coach should know, such as what bothers you most or what must stay."
            errors={formProblems?.notes ? [formProblems.notes] : undefined}
            onChange={(event) => {
              setNotes(event.target.value);
              setFormProblems(null);
            }}
          />

          <DialogFooter>
            <Button variant="outline" disabled={setUp.isPending} onClick={() => onOpenChange(false)}>
              Cancel
            </Button>
            <Button type="submit" aria-disabled={setUp.isPending || undefined}>
              {submitText}
            </Button>
          </DialogFooter>
        </form>
      </DialogContent>
    </Dialog>
  );
}
