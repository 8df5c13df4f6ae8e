import { TriangleAlert, Video } from 'lucide-react';
import { useMemo, useState } from 'react';
import { Link, useNavigation } from '../../lib/navigation.tsx';
import { buttonClass } from '../../ui/button.tsx';
import {
  hasWebRtc,
  isBrowserSupported,
  needsVideo,
  readBrowserFeatures,
  readMediaFeatures,
} from './environment-checks.ts';
import { warningsText } from './text.ts';
import { useDeviceTimeProblem } from './use-device-clock.ts';

type WarningId = 'unsupported-browser' | 'no-webrtc' | 'device-time';

interface Warning {
  id: WarningId;
  title: string;
  body: string;
}

type FeatureWindow = Parameters<typeof readBrowserFeatures>[0] &
  Parameters<typeof readMediaFeatures>[0];

/**
 * The warnings of spec §2 "Warnings" and §5 "Device clock": an old browser, no WebRTC, a device
 * clock more than two minutes off (or a time zone that does not match the offset). Each banner
 * can be hidden for the visit; only a video screen without WebRTC is blocked outright.
 * Render it inside a NavigationContext (it reads the current path).
 */
export function EnvironmentWarnings() {
  const { pathname } = useNavigation();
  const timeProblem = useDeviceTimeProblem();
  const [hidden, setHidden] = useState<WarningId[]>([]);
  const { supported, webRtc } = useMemo(() => {
    const w = window as unknown as FeatureWindow;
    return {
      supported: isBrowserSupported(readBrowserFeatures(w)),
      webRtc: hasWebRtc(readMediaFeatures(w)),
    };
  }, []);

  if (!webRtc && needsVideo(pathname)) return <VideoBlocked />;

  const warnings: Warning[] = [];
  if (!supported) warnings.push({ id: 'unsupported-browser', ...warningsText.unsupportedBrowser });
  if (!webRtc) warnings.push({ id: 'no-webrtc', ...warningsText.noWebRtc });
  if (timeProblem)
    warnings.push({ id: 'device-time', title: warningsText.deviceTime.title, body: timeProblem });
  const shown = warnings.filter((w) => !hidden.includes(w.id));
  if (shown.length === 0) return null;
  return (
    <section aria-label={warningsText.region} className="flex flex-col">
      {shown.map((warning) => (
        <div
          key={warning.id}
          role={warning.id === 'device-time' ? 'alert' : 'status'}
          data-testid={`warning-${warning.id}`}
          className="flex items-start gap-3 border-b border-warn-line bg-warn-soft px-4 py-3 text-warn-ink"
        >
          <span aria-hidden="true" className="mt-0.5 text-lg leading-none">
            <TriangleAlert className="size-5" />
          </span>
          <p className="flex-1 text-sm leading-6">
            <strong className="font-bold">{warning.title}</strong> {warning.body}
          </p>
          <button
            type="button"
            onClick={() => setHidden((h) => [...h, warning.id])}
            aria-label={warningsText.dismiss}
            className="-m-1 inline-flex size-9 shrink-0 items-center justify-center rounded-lg text-xl leading-none hover:bg-amber-200/60 focus-visible:outline-2 focus-visible:outline-amber-700 dark:hover:bg-amber-800/60"
          >
            ×
          </button>
        </div>
      ))}
    </section>
  );
}

/** A lesson or interview room cannot run without WebRTC: the screen is covered, not just flagged. */
function VideoBlocked() {
  return (
    <div
      role="alertdialog"
      aria-modal="true"
      aria-labelledby="video-blocked-title"
      aria-describedby="video-blocked-body"
      data-testid="warning-no-webrtc-blocking"
      className="fixed inset-0 z-50 flex items-center justify-center bg-slate-50/95 p-6 dark:bg-slate-950/95"
    >
      <div className="max-w-md rounded-2xl border border-warn-line bg-card p-6 text-center shadow-lg">
        <p aria-hidden="true" className="text-4xl">
          <Video className="size-10" />
        </p>
        <h2 id="video-blocked-title" className="mt-3 text-xl font-extrabold">
          {warningsText.blocked.title}
        </h2>
        <p id="video-blocked-body" className="mt-2 leading-7 text-soft">
          {warningsText.noWebRtc.title}. {warningsText.noWebRtc.body}
        </p>
        <Link to="/" className={`${buttonClass.primary} mt-5`}>
          {warningsText.blocked.home}
        </Link>
      </div>
    </div>
  );
}
