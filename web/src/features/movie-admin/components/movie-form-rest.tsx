import type { Movie } from '@cinema/contracts';
import { FieldError } from '@/components/form/field-error';
import { SubmitButton } from '@/components/form/submit-button';
import type { MovieFieldsState } from '../hooks/use-movie-fields';
import { CastInput } from './cast-input';
import { CrewInput } from './crew-input';
import { FormSection } from './ui/form-section';
import { ImageField } from './ui/image-field';

export interface MovieFormRestProps {
  form: Pick<MovieFieldsState, 'values' | 'errors' | 'formError' | 'setField' | 'pickImage'> & {
    isSubmitting: boolean;
  };
  submitLabel: string;
  /** The spec's loading text: 'Adding...' or 'Updating...'. */
  loadingText: string;
  /** The stored images (update page), shown until new ones are picked. */
  current?: Movie['images'] | undefined;
}

/** The movie form after its Details card: cast and crew, the images, the error line and the submit button. */
export function MovieFormRest({ form, submitLabel, loadingText, current }: MovieFormRestProps) {
  const { values, errors, setField } = form;
  return (
    <>
      <FormSection title="Cast and crew">
        <CastInput value={values.cast} error={errors.cast} onChange={(cast) => setField('cast', cast)} />
        <CrewInput value={values.crew} error={errors.crew} onChange={(crew) => setField('crew', crew)} />
      </FormSection>

      <FormSection title="Images">
        <div className="grid gap-6 sm:grid-cols-[15rem_minmax(0,1fr)]">
          <ImageField
            label="Thumbnail image"
            name="thumbnailImage"
            shape="portrait"
            picked={values.thumbnailImage}
            current={current?.thumbnail}
            error={errors.thumbnailImage}
            onPick={(file, problem) => form.pickImage('thumbnailImage', file, problem)}
          />
          <ImageField
            label="Banner image"
            name="bannerImage"
            shape="wide"
            picked={values.bannerImage}
            current={current?.banner}
            error={errors.bannerImage}
            onPick={(file, problem) => form.pickImage('bannerImage', file, problem)}
          />
        </div>
      </FormSection>

      <div className="flex flex-col gap-3 sm:flex-row sm:items-center sm:justify-end">
        {form.formError && (
          <div role="alert" className="sm:mr-auto">
            <FieldError id="movie-form-error">{form.formError}</FieldError>
          </div>
        )}
        <SubmitButton
          loading={form.isSubmitting}
          loadingText={loadingText}
          aria-describedby={form.formError ? 'movie-form-error' : undefined}
          className="sm:w-auto sm:min-w-44 sm:px-8"
        >
          {submitLabel}
        </SubmitButton>
      </div>
    </>
  );
}
