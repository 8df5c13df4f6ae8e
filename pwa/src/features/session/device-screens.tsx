import { useAuth } from '../../lib/auth-context.tsx';
import { errorMessage, type ErrorCode } from '@kalam/shared';
import { Button } from '../../ui/button.tsx';
import { Card } from '../../ui/card.tsx';
import { WarningIcon } from './icons.tsx';
import type { MediaErrorCode } from './media-errors.ts';
import { sessionText as t } from './text.ts';

/** While the browser asks for the camera and microphone. */
export function DevicesPending() {
  const viewer = useAuth().user;
  return (
    <Card data-testid="session-devices">
      <div role="status" className="flex flex-col items-center gap-2 py-8 text-center">
        <span
          aria-hidden="true"
          className="size-8 animate-spin rounded-full border-4 border-teal-600 border-e-transparent"
        />
        <h2 className="text-xl font-bold">{t.devices.title}</h2>
        <p className="max-w-md text-soft">{t.devices.body(viewer)}</p>
      </div>
    </Card>
  );
}

const isMediaCode = (code: ErrorCode | null): code is MediaErrorCode =>
  code === 'media-device-not-found' ||
  code === 'media-permission-denied' ||
  code === 'media-unexpected';

/** Spec §8 media-device errors: the catalogue's message, what to do about it, and a retry. */
export function DeviceError({ code, onRetry }: { code: ErrorCode | null; onRetry: () => void }) {
  const viewer = useAuth().user;
  const media: MediaErrorCode = isMediaCode(code) ? code : 'media-unexpected';
  return (
    <Card data-testid="media-error" data-code={media}>
      <div role="alert" className="flex flex-col gap-3">
        <h2 className="flex items-center gap-2 text-xl font-bold text-danger">
          <WarningIcon />
          {t.deviceError.title[media]}
        </h2>
        <p className="text-body-soft">{errorMessage(media)}</p>
      </div>
      <ol className="mt-4 list-[arabic-indic] space-y-1.5 ps-6 text-soft">
        {t.deviceError.help(viewer)[media].map((step) => (
          <li key={step}>{step}</li>
        ))}
      </ol>
      <Button className="mt-5" onClick={onRetry} data-testid="retry-devices">
        {t.deviceError.retry(viewer)}
      </Button>
    </Card>
  );
}
