import { Camera, LoaderCircle, RefreshCw, Upload } from 'lucide-react';
import { lazy, Suspense, useEffect, useState, type ReactNode } from 'react';
import { useSearchParams } from 'react-router';
import { SETUP_PARAM } from '../../../app/paths';
import { Button } from '../../../components/ui/button';
import { ApiError } from '../../../lib/api-fetch';
import { actionToast } from '../../../lib/action-toast';
import { useAnalyzeSpace } from '../api/analyze-space';
import { useSpacePhotos } from '../api/get-space-photos';
import { SET_UP_BUTTON_ID } from '../photo-focus';

// The set-up dialog's code loads when an organizer or parent first reaches for its button.
const loadSetupDialog = () => import('./space-setup-dialog');
const SpaceSetupDialog = lazy(() => loadSetupDialog().then((module) => ({ default: module.SpaceSetupDialog })));

type SpacePhotoStatusProps = {
  spaceId: string;
  spaceName: string;
  /** Organizers and parents may set the space up and have it analysed again. */
  canSetUp: boolean;
  /** Shown under the status: Undo for the tasks a reanalysis added (the coach's, placed by the page). */
  undo?: ReactNode;
};

const analyzedOn = (iso: string) =>
  new Date(iso).toLocaleDateString(undefined, { day: 'numeric', month: 'short', year: 'numeric' });

/**
 * The photo state of the space for its summary (spec 02 §2): how many photos, whether the analysis
 * is running, and the set-up ("Set up space" / "Re-upload photos") and "Reanalyze" actions.
 */
export function SpacePhotoStatus({ spaceId, spaceName, canSetUp, undo }: SpacePhotoStatusProps) {
  const photos = useSpacePhotos(spaceId);
  const analyze = useAnalyzeSpace();
  const [setupOpen, setSetupOpen] = useState(false);
  const [openings, setOpenings] = useState(0);

  const count = photos.data?.photos.length ?? 0;
  const pending = photos.data?.analysis.pending ?? false;
  const analyzedAt = photos.data?.analysis.analyzed_at ?? null;
  const noticed = photos.data?.analysis.noticed ?? null;

  // A link may ask for the set-up at once (lesson 2's "before" picture): open it, once, when it can work,
  // and take the ask out of the address so Back or a reload does not open it again.
  const [searchParams, setSearchParams] = useSearchParams();
  const setupAsked = canSetUp && searchParams.get(SETUP_PARAM) === 'photos' && !photos.isPending;
  const [setupAskHandled, setSetupAskHandled] = useState(false);
  if (setupAsked !== setupAskHandled) {
    setSetupAskHandled(setupAsked);
    if (setupAsked) {
      setOpenings((current) => current + 1);
      setSetupOpen(true);
    }
  }
  useEffect(() => {
    if (!setupAsked) return;
    setSearchParams(
      (current) => {
        const next = new URLSearchParams(current);
        next.delete(SETUP_PARAM);
        return next;
      },
      { replace: true },
    );
  }, [setupAsked, setSearchParams]);

  function reanalyze() {
    if (analyze.isPending || pending) return;
    const outcome = actionToast(`analyze-space:${spaceId}`);
    analyze.mutate(spaceId, {
      onSuccess: () => outcome.succeeded(),
      onError: (error) =>
        outcome.failed('Error', {
          description:
            error instanceof ApiError && error.status === 409
              ? error.message
              : 'Failed to analyze your photos. Please try again.',
        }),
    });
  }

  return (
    <div className="flex flex-col gap-3 sm:flex-row sm:items-center sm:justify-between">
      <div className="min-w-0 text-sm">
        <p className="flex items-center gap-2 font-medium">
          <Camera aria-hidden="true" className="size-4 shrink-0 text-primary" />
          {photos.isPending
            ? 'Checking photos...'
            : photos.isError
              ? "We couldn't load the photos of this space."
              : count === 0
                ? 'No photos yet'
                : `${count} ${count === 1 ? 'photo' : 'photos'}`}
        </p>
        {/* Always in the page, so the change to "Analyzing…" and back is read out as it happens. */}
        <p role="status" className="text-muted-foreground">
          {pending ? (
            <span className="mt-1 inline-flex items-center gap-2 font-medium text-primary-soft-foreground">
              <LoaderCircle aria-hidden="true" className="size-4 shrink-0 motion-safe:animate-spin" />
              Analyzing your photos…
            </span>
          ) : analyzedAt ? (
            <span className="mt-1 block">
              Analyzed {analyzedOn(analyzedAt)}
              {noticed ? (
                <span className="mt-0.5 block">
                  <span className="font-medium text-foreground">Coach noticed:</span> {noticed.sentence}
                </span>
              ) : null}
            </span>
          ) : count === 0 && photos.isSuccess && canSetUp ? (
            <span className="mt-1 block">Add photos to get tasks made for this room.</span>
          ) : null}
        </p>
        {undo ? <div className="mt-2">{undo}</div> : null}
      </div>

      {canSetUp && photos.isSuccess ? (
        <div className="flex flex-wrap gap-2">
          <Button
            id={SET_UP_BUTTON_ID}
            variant={count === 0 ? 'primary' : 'outline'}
            size="sm"
            onPointerEnter={() => void loadSetupDialog()}
            onFocus={() => void loadSetupDialog()}
            onClick={() => {
              setOpenings((n) => n + 1);
              setSetupOpen(true);
            }}
          >
            {count === 0 ? <Camera aria-hidden="true" /> : <Upload aria-hidden="true" />}
            {count === 0 ? 'Set up space' : 'Re-upload photos'}
          </Button>
          {count > 0 ? (
            <Button
              variant="outline"
              size="sm"
              aria-disabled={analyze.isPending || pending || undefined}
              onClick={reanalyze}
            >
              <RefreshCw aria-hidden="true" />
              Reanalyze
            </Button>
          ) : null}
        </div>
      ) : null}

      {openings > 0 ? (
        <Suspense fallback={null}>
          <SpaceSetupDialog
            key={openings}
            spaceId={spaceId}
            spaceName={spaceName}
            savedNotes={photos.data?.notes ?? ''}
            hasPhotos={count > 0}
            open={setupOpen}
            onOpenChange={setSetupOpen}
          />
        </Suspense>
      ) : null}
    </div>
  );
}
