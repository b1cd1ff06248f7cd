import { lazy, Suspense, useEffect, useId, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '../../ui/button';
import { FormError } from '../../ui/form-error';
import { cropPicture, loadPicture, type CropArea } from './crop-picture';
import {
  MAX_PICTURE_BYTES,
  PictureRefused,
  type UploadedPicture,
  type UploadPicture,
} from './picture-upload-api';

// the cropper's code comes only once a photo is chosen, and only ever in /ops
const Cropper = lazy(() => import('react-easy-crop'));

export interface PictureUploadProps {
  /** the card's shape, width / height: 1 for MEDIUM and SMALL cards, 720 / 420 for BIG ones */
  aspect: number;
  /** sends the cropped picture: `pictureUploader(...)` in the desk, a stand-in in stories and tests */
  upload: UploadPicture;
  /** the stored picture's name (for the product's or category's `image`) and what the server said of it */
  onUploaded(name: string, picture: UploadedPicture): void;
  /** the picture the dish or category has now (a URL), shown until another is chosen */
  current?: string | null;
  /** what the picture is of, for its alternative text ("Plov") */
  subject?: string;
}

type Step =
  | { at: 'idle' }
  | { at: 'framing'; src: string; filename: string }
  | { at: 'sending'; src: string; filename: string }
  | { at: 'done'; preview: string };

/**
 * A dish's or category's photo: chosen on a phone (its camera or gallery) or a computer, framed to
 * the card's shape in the browser (drag, zoom, arrow keys), sent to the merchant's picture store.
 */
export function PictureUpload({
  aspect,
  upload,
  onUploaded,
  current = null,
  subject = '',
}: PictureUploadProps) {
  const { t } = useTranslation('ops-pictures');
  const input = useRef<HTMLInputElement>(null);
  const zoomId = useId();
  const [step, setStep] = useState<Step>({ at: 'idle' });
  const [problem, setProblem] = useState<string | null>(null);
  const [crop, setCrop] = useState({ x: 0, y: 0 });
  const [zoom, setZoom] = useState(1);
  const area = useRef<CropArea | null>(null);
  // Save waits for the frame to be known (the cropper reports it once the photo is drawn)
  const [framed, setFramed] = useState(false);
  const urls = useRef<string[]>([]);
  useEffect(() => () => urls.current.forEach((url) => URL.revokeObjectURL(url)), []);
  const objectUrl = (blob: Blob) => {
    const url = URL.createObjectURL(blob);
    urls.current.push(url);
    return url;
  };

  async function choose(file: File | undefined) {
    setProblem(null);
    if (!file) return;
    if (file.size > MAX_PICTURE_BYTES) return setProblem(t('tooBig'));
    const src = objectUrl(file);
    try {
      await loadPicture(src);
    } catch {
      return setProblem(t('cannotOpen'));
    }
    setCrop({ x: 0, y: 0 });
    setZoom(1);
    area.current = null;
    setFramed(false);
    setStep({ at: 'framing', src, filename: file.name.replace(/\.[^.]*$/, '') || 'picture' });
  }

  async function send() {
    if (step.at !== 'framing' || !area.current) return;
    setStep({ ...step, at: 'sending' });
    setProblem(null);
    try {
      const cropped = await cropPicture(step.src, area.current);
      const picture = await upload(cropped, `${step.filename}.jpg`);
      setStep({ at: 'done', preview: objectUrl(cropped) });
      onUploaded(picture.name, picture);
    } catch (error) {
      setProblem(error instanceof PictureRefused ? error.message : t('failed'));
      setStep({ ...step, at: 'framing' });
    }
  }

  const shown = step.at === 'done' ? step.preview : current;
  const framing = step.at === 'framing' || step.at === 'sending';
  return (
    <div className="picture-upload stack" data-testid="picture-upload">
      {framing ? (
        <>
          <div
            className="picture-upload__frame"
            style={{ position: 'relative', width: '100%', height: 280, background: '#222', borderRadius: 8 }}
            aria-label={t('frame')}
            role="group"
          >
            <Suspense fallback={null}>
              <Cropper
                image={step.src}
                aspect={aspect}
                crop={crop}
                zoom={zoom}
                onCropChange={setCrop}
                onZoomChange={setZoom}
                onCropComplete={(_, pixels) => {
                  area.current = pixels;
                  setFramed(true);
                }}
              />
            </Suspense>
          </div>
          <p className="muted">{t('hint')}</p>
          <label htmlFor={zoomId} className="field">
            <span>{t('zoom')}</span>
            <input
              id={zoomId}
              type="range"
              min={1}
              max={3}
              step={0.05}
              value={zoom}
              onChange={(e) => setZoom(Number(e.target.value))}
              style={{ minHeight: 44 }}
            />
          </label>
          <div style={{ display: 'flex', gap: 8, flexWrap: 'wrap' }}>
            <Button variant="primary" onClick={() => void send()} disabled={step.at === 'sending' || !framed}>
              {step.at === 'sending' ? t('sending') : t('save')}
            </Button>
            <Button
              variant="secondary"
              onClick={() => setStep({ at: 'idle' })}
              disabled={step.at === 'sending'}
            >
              {t('cancel')}
            </Button>
          </div>
        </>
      ) : (
        <>
          {shown && (
            <img
              src={shown}
              alt={subject}
              style={{ width: 180, aspectRatio: String(aspect), objectFit: 'cover', borderRadius: 8 }}
            />
          )}
          {step.at === 'done' && <p role="status">{t('saved')}</p>}
          <Button variant="secondary" onClick={() => input.current?.click()} style={{ minHeight: 44 }}>
            {shown ? t('change') : t('choose')}
          </Button>
        </>
      )}
      <input
        ref={input}
        type="file"
        accept="image/*"
        hidden
        aria-label={t('choose')}
        data-testid="picture-file"
        onChange={(e) => {
          void choose(e.target.files?.[0]);
          e.target.value = ''; // the same file again is a new choice
        }}
      />
      <FormError>{problem}</FormError>
    </div>
  );
}
