import { useId, type ChangeEvent } from 'react';
import type { ImageView } from '@cinema/contracts';
import { IMAGE_TYPES, MOVIE_LIMITS } from '@cinema/contracts/browser';
import { FieldError } from '@/components/form/field-error';
import { cx } from '@/lib/class-names';
import { checkImage } from '../../utils/check-image';
import type { PickedImage } from '../../utils/movie-form-values';

interface ImageFieldProps {
  label: string;
  name: string;
  /** Portrait for a thumbnail (2:3), wide for a banner (16:9). */
  shape: 'portrait' | 'wide';
  picked: PickedImage | null;
  /** The stored image (update page), shown until a new one is picked. */
  current?: ImageView | undefined;
  error?: string | undefined;
  /** The picked file, and why the server would refuse it (its text), if it would. */
  onPick: (file: File | null, problem: string | null) => void;
}

const megabytes = MOVIE_LIMITS.imageBytes / (1024 * 1024);

/**
 * A file input for one movie image, with a preview of the picked (or current) image. A picked file
 * is checked as the server would check it; a refused one is not kept.
 */
export function ImageField({ label, name, shape, picked, current, error, onPick }: ImageFieldProps) {
  const id = useId();
  const ids = { hint: `${id}-hint`, error: `${id}-error`, caption: `${id}-caption` };
  const change = (event: ChangeEvent<HTMLInputElement>) => {
    const file = event.target.files?.[0] ?? null;
    const problem = file && checkImage(file);
    onPick(file, problem);
    if (problem) event.target.value = '';
  };
  const caption = picked ? `New: ${picked.file.name}` : current ? 'Current image' : 'No image chosen';

  return (
    <div data-field={name} className="space-y-2">
      <label htmlFor={id} className="block text-sm font-medium text-slate-800">
        {label}
      </label>
      <figure className={cx('max-w-full', shape === 'portrait' ? 'w-32' : 'w-full')}>
        <div
          className={cx(
            'overflow-hidden rounded-xl bg-slate-100 ring-1 ring-slate-200',
            shape === 'portrait' ? 'aspect-2/3' : 'aspect-video',
          )}
        >
          {picked ? (
            <img src={picked.url} alt={`${label} preview`} className="size-full object-cover" />
          ) : current ? (
            <picture>
              <source type="image/webp" srcSet={current.srcSet} sizes="(min-width: 640px) 24rem, 100vw" />
              <img
                src={current.src}
                srcSet={current.fallbackSrcSet}
                sizes="(min-width: 640px) 24rem, 100vw"
                width={current.width}
                height={current.height}
                alt={`Current ${label.toLowerCase()}`}
                className="size-full object-cover"
              />
            </picture>
          ) : (
            <span aria-hidden="true" className="flex size-full items-center justify-center text-slate-400">
              <svg viewBox="0 0 24 24" fill="none" stroke="currentColor" strokeWidth="1.5" className="size-8">
                <rect x="3" y="4" width="18" height="16" rx="2" />
                <circle cx="9" cy="10" r="2" />
                <path d="m21 16-5-5-9 9" />
              </svg>
            </span>
          )}
        </div>
        <figcaption id={ids.caption} className="mt-1 truncate text-xs text-slate-500">
          {caption}
        </figcaption>
      </figure>
      <input
        id={id}
        type="file"
        name={name}
        accept={IMAGE_TYPES.join(',')}
        aria-invalid={error ? true : undefined}
        aria-describedby={cx(ids.hint, error && ids.error)}
        onChange={change}
        className="block w-full max-w-full text-sm text-slate-700 file:mr-3 file:min-h-11 file:cursor-pointer file:rounded-lg file:border-0 file:bg-brand-50 file:px-4 file:font-semibold file:text-brand-700 hover:file:bg-brand-100"
      />
      <p id={ids.hint} className="text-xs text-slate-500">
        JPEG, PNG or WebP, up to {megabytes} MB.{current ? ' Leave empty to keep the current image.' : ''}
      </p>
      {error && <FieldError id={ids.error}>{error}</FieldError>}
    </div>
  );
}
