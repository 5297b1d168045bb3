import { useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type jsQR from 'jsqr';
import { codeOfCardLink } from '../../domain/roster/card-link';
import { Notice } from '../ui/fields';

type CameraFailure = 'unsupported' | 'denied' | 'noCamera' | 'generic';
type Decoder = typeof jsQR;

/** The widest frame decoded: enough for a card held before a tablet, cheap enough for every frame. */
const MAX_WIDTH = 640;

function cameraFailureOf(error: unknown): CameraFailure {
  const name = error instanceof Error || error instanceof DOMException ? error.name : '';
  if (name === 'NotAllowedError' || name === 'SecurityError') return 'denied';
  if (name === 'NotFoundError' || name === 'OverconstrainedError' || name === 'NotReadableError')
    return 'noCamera';
  return 'generic';
}

/**
 * The "scan your card" dialog of the login page: the back camera (getUserMedia, facingMode
 * environment), frames decoded with jsQR; a QR code that is this server's card link hands its code to
 * `onCode`. The camera stops when the dialog closes.
 */
export function ScanCardDialog({ onCode, onClose }: { onCode: (code: string) => void; onClose: () => void }) {
  const { t } = useTranslation('auth');
  const dialog = useRef<HTMLDialogElement>(null);
  const video = useRef<HTMLVideoElement>(null);
  const [failure, setFailure] = useState<CameraFailure | null>(null);
  const [running, setRunning] = useState(false);
  const [foreign, setForeign] = useState(false);

  useEffect(() => {
    const node = dialog.current;
    if (node && !node.open) node.showModal();
    return () => node?.close();
  }, []);

  useEffect(() => {
    let stream: MediaStream | null = null;
    let frame = 0;
    let stopped = false;
    const canvas = document.createElement('canvas');
    const context = canvas.getContext('2d', { willReadFrequently: true });

    const scan = (decode: Decoder) => {
      if (stopped) return;
      const v = video.current;
      if (v && context && v.readyState >= v.HAVE_CURRENT_DATA && v.videoWidth > 0) {
        const scale = Math.min(1, MAX_WIDTH / v.videoWidth);
        canvas.width = Math.round(v.videoWidth * scale);
        canvas.height = Math.round(v.videoHeight * scale);
        context.drawImage(v, 0, 0, canvas.width, canvas.height);
        const image = context.getImageData(0, 0, canvas.width, canvas.height);
        const found = decode(image.data, image.width, image.height, { inversionAttempts: 'dontInvert' });
        if (found?.data) {
          const code = codeOfCardLink(found.data, window.location.origin);
          if (code) {
            stopped = true;
            stream?.getTracks().forEach((track) => track.stop());
            onCode(code);
            return;
          }
          setForeign(true);
        }
      }
      frame = requestAnimationFrame(() => scan(decode));
    };

    const start = async () => {
      if (!navigator.mediaDevices?.getUserMedia) {
        setFailure('unsupported');
        return;
      }
      try {
        const [media, decoder] = await Promise.all([
          navigator.mediaDevices.getUserMedia({ video: { facingMode: 'environment' }, audio: false }),
          import('jsqr'),
        ]);
        stream = media;
        if (stopped) {
          media.getTracks().forEach((track) => track.stop());
          return;
        }
        const v = video.current;
        if (!v) return;
        v.srcObject = media;
        await v.play().catch(() => undefined);
        setRunning(true);
        scan(decoder.default);
      } catch (error) {
        if (!stopped) setFailure(cameraFailureOf(error));
      }
    };
    void start();
    return () => {
      stopped = true;
      cancelAnimationFrame(frame);
      stream?.getTracks().forEach((track) => track.stop());
    };
  }, [onCode]);

  return (
    <dialog
      ref={dialog}
      className="auth-scan"
      aria-labelledby="scan-title"
      data-testid="scan-dialog"
      onCancel={(event) => {
        event.preventDefault();
        onClose();
      }}
    >
      <h2 id="scan-title" className="auth-scan__title">
        {t('card.scanTitle')}
      </h2>
      {failure ? (
        <Notice kind="error" testId="scan-error">
          {t(`card.cameraErrors.${failure}`)}
        </Notice>
      ) : (
        <>
          <p className="auth-card__intro">{running ? t('card.scanIntro') : t('card.starting')}</p>
          <div className="auth-scan__frame">
            <video
              ref={video}
              className="auth-scan__video"
              muted
              playsInline
              aria-label={t('card.video')}
              data-testid="scan-video"
            />
          </div>
          {foreign && (
            <Notice kind="info" testId="scan-foreign">
              {t('card.notACard')}
            </Notice>
          )}
        </>
      )}
      <button type="button" className="auth-button auth-button--secondary" onClick={onClose}>
        {t('card.close')}
      </button>
    </dialog>
  );
}
