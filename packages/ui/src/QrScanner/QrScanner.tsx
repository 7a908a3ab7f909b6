import { useCallback, useEffect, useRef, useState, type FormEvent } from 'react';
import { Button } from '../Button/Button.tsx';
import { qrText } from '../messages/qr.ts';
import { TextField } from '../TextField/TextField.tsx';
import styles from './QrScanner.module.css';

/** The part of the BarcodeDetector API we use; a polyfill (e.g. `barcode-detector`) fits too. */
export type BarcodeDetectorLike = {
  detect: (source: HTMLVideoElement) => Promise<readonly { rawValue: string }[]>;
};

export type QrScannerProps = {
  /** 読み取った（または入力した）コードを受け取ります。 */
  onDetect: (value: string) => void;
  /**
   * 使う読み取り機（未指定はブラウザの BarcodeDetector、null は手入力だけ）。
   * The detector to use. Absent: the browser's own BarcodeDetector when it has one.
   * `null`: no detector (only the manual code entry is offered).
   */
  detector?: BarcodeDetectorLike | null;
  /**
   * カメラを使う処理（既定は navigator.mediaDevices.getUserMedia。ストーリーは偽物を渡します）。
   * Camera access; defaults to navigator.mediaDevices.getUserMedia. Stories inject a fake.
   * Pass a stable function: a new one restarts the camera.
   */
  getUserMedia?: (constraints: MediaStreamConstraints) => Promise<MediaStream>;
  /** 読み取りの間隔（ミリ秒）。 Milliseconds between two detection attempts. */
  interval?: number;
  /**
   * 手入力欄の説明（既定は「QRコードの下に記載されている英数字」）。USB などのバーコードリーダーはこの欄に入力して送信します。
   * The manual field's description; a handheld scanner that types like a keyboard uses the field too.
   */
  manualDescription?: string;
};

type Status = 'starting' | 'scanning' | 'detected' | 'denied' | 'no-camera' | 'unsupported' | 'failed';

function nativeDetector(): BarcodeDetectorLike | null {
  const Native = (
    globalThis as { BarcodeDetector?: new (options: { formats: string[] }) => BarcodeDetectorLike }
  ).BarcodeDetector;
  return Native ? new Native({ formats: ['qr_code'] }) : null;
}

function defaultGetUserMedia() {
  const media = typeof navigator === 'undefined' ? undefined : navigator.mediaDevices;
  return media?.getUserMedia ? media.getUserMedia.bind(media) : null;
}

function statusOfError(error: unknown): Status {
  const name = error instanceof Error || error instanceof DOMException ? error.name : '';
  if (name === 'NotAllowedError' || name === 'SecurityError') return 'denied';
  if (name === 'NotFoundError' || name === 'OverconstrainedError' || name === 'NotReadableError')
    return 'no-camera';
  return 'failed';
}

const MESSAGE: Record<Status, string> = {
  starting: qrText.starting,
  scanning: qrText.scanning,
  detected: qrText.detected,
  denied: qrText.denied,
  'no-camera': qrText.noCamera,
  unsupported: qrText.unsupported,
  failed: qrText.failed,
};

/**
 * カメラで QR コードを読み取ります。できないとき（読み取りに対応していない、カメラがない、許可されない）はコードを手で入力できます。どちらも `onDetect(value)` で終わります。
 *
 * **使う場面**: スタンプラリーの会場での読み取り、運営コンソールの会員証の確認。
 *
 * - する: 手入力の道をいつも残す（カメラを使えない人もいます）。
 *
 * **キーボード・スクリーンリーダー**: カメラの状態は文で伝えます。手入力は `TextField` と送信ボタン。
 *
 * Reads a QR code with the camera; where that is impossible (no detector, no camera, permission
 * refused) the member types the code instead. Both paths end in `onDetect(value)`.
 */
export function QrScanner({
  onDetect,
  detector,
  getUserMedia,
  interval = 250,
  manualDescription = qrText.manualDescription,
}: QrScannerProps) {
  const videoRef = useRef<HTMLVideoElement>(null);
  const [status, setStatus] = useState<Status>('starting');
  const [run, setRun] = useState(0);
  const [code, setCode] = useState('');
  const [codeError, setCodeError] = useState<string>();
  const onDetectRef = useRef(onDetect);
  useEffect(() => {
    onDetectRef.current = onDetect;
  });

  useEffect(() => {
    const found = detector === undefined ? nativeDetector() : detector;
    const open = getUserMedia ?? defaultGetUserMedia();
    if (!found || !open) {
      setStatus('unsupported');
      return;
    }
    let cancelled = false;
    let stream: MediaStream | null = null;
    let timer: ReturnType<typeof setTimeout> | undefined;
    const stop = () => {
      clearTimeout(timer);
      stream?.getTracks().forEach((track) => track.stop());
    };
    setStatus('starting');

    const tick = async () => {
      const video = videoRef.current;
      if (cancelled || !video) return;
      try {
        // Before the first frame a real detector throws (InvalidStateError); caught below.
        const codes = await found.detect(video);
        const value = codes.find((item) => item.rawValue)?.rawValue;
        if (!cancelled && value) {
          stop();
          setStatus('detected');
          onDetectRef.current(value);
          return;
        }
      } catch {
        // A frame the detector could not read; try the next one.
      }
      if (!cancelled) timer = setTimeout(tick, interval);
    };

    open({ video: { facingMode: 'environment' }, audio: false }).then(
      async (media) => {
        if (cancelled) return media.getTracks().forEach((track) => track.stop());
        stream = media;
        const video = videoRef.current;
        if (video) {
          video.srcObject = media;
          await video.play().catch(() => undefined);
        }
        setStatus('scanning');
        void tick();
      },
      (error: unknown) => {
        if (!cancelled) setStatus(statusOfError(error));
      },
    );
    return () => {
      cancelled = true;
      stop();
    };
  }, [detector, getUserMedia, interval, run]);

  const restart = useCallback(() => setRun((n) => n + 1), []);

  function submit(event: FormEvent) {
    event.preventDefault();
    const value = code.normalize('NFKC').trim();
    if (!value) return setCodeError(qrText.manualRequired);
    setCodeError(undefined);
    onDetect(value);
  }

  const cameraShown = status === 'starting' || status === 'scanning';
  const isProblem =
    status === 'denied' || status === 'no-camera' || status === 'unsupported' || status === 'failed';
  return (
    <section className={styles.scanner} aria-label={qrText.title} data-status={status}>
      <div className={styles.viewport} hidden={!cameraShown}>
        <video ref={videoRef} className={styles.video} muted playsInline aria-label={qrText.camera} />
        <span className={styles.frame} aria-hidden="true" />
      </div>
      <p
        className={styles.message}
        role={isProblem ? 'alert' : 'status'}
        data-problem={isProblem || undefined}
      >
        {MESSAGE[status]}
      </p>
      {(status === 'detected' || status === 'denied' || status === 'failed' || status === 'no-camera') && (
        <Button variant="ghost" onPress={restart}>
          {status === 'detected' ? qrText.scanAgain : qrText.retry}
        </Button>
      )}
      <form className={styles.manual} onSubmit={submit} noValidate>
        <TextField
          label={qrText.manualLabel}
          description={manualDescription}
          value={code}
          onChange={setCode}
          errorMessage={codeError}
          autoComplete="off"
        />
        <Button type="submit" variant="secondary">
          {qrText.manualSubmit}
        </Button>
      </form>
    </section>
  );
}
